// The keyboard's first stop on a signed-in page: past the header and the section's menu (some thirty stops)
// straight to the screen (WCAG 2.4.1). Out of sight until it has the focus.
import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The screen's element (SectionLayout's <main>), where the link sends the focus. */
export const MAIN_ID = 'main';

export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      zIndex="skipNav"
      bg="bg"
      p="2"
      borderWidth="1px"
      translate="0 -100%"
      _focus={{ translate: 'none' }}
    >
      <a
        href={`#${MAIN_ID}`}
        // The focus itself moves, not only the scroll position: the next Tab goes on from the screen.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        <Trans>Skip to content</Trans>
      </a>
    </Box>
  );
}
