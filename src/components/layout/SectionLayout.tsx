// A section: its side menu lists the screens of the section the user may open; the page is the outlet. On
// narrow screens the side menu gives its room to the page and lives in the header's drawer (NavDrawer).
import { Box, Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { Screen, SectionId } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { NAV_INLINE } from './breakpoints';
import { sectionTitles } from './section-titles';
import { MAIN_ID } from './SkipLink';
import { SectionNav } from './SectionNav';

interface Props {
  user: SessionUser;
  screens: readonly Screen[];
  section: SectionId;
}

export function SectionLayout({ user, screens, section }: Props) {
  const { i18n } = useLingui();
  return (
    <Flex flex="1" minH="0" minW="0">
      <Box
        as="nav"
        aria-label={i18n._(sectionTitles[section])}
        w="52"
        flexShrink={0}
        bg="bg"
        borderRightWidth="1px"
        py="3"
        hideBelow={NAV_INLINE}
      >
        <SectionNav user={user} screens={screens} section={section} />
      </Box>
      {/* minW 0: a wide table scrolls inside its own box instead of widening the page. */}
      {/* Focusable by the skip link only (tabIndex -1), without a ring: the next Tab goes on from here. */}
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        minW="0"
        p={{ base: '3', md: '6' }}
        overflow="auto"
      >
        <Outlet />
      </Box>
    </Flex>
  );
}
