// The frame around every chart: the 'Download CSV' button above it and an optional caption below it. The
// caption also describes the canvas to screen readers, which cannot read what is drawn on it.
//
// A switch of language draws the chart anew rather than updating it: the page's language chooses the fonts
// the canvas draws with (a Chinese page's sans-serif is a CJK font with other Latin widths), while chart.js
// keeps the widths it measured for its axis labels under the same font name, so on a phone the longest
// labels lost their first letters after a switch.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface Props {
  height: number | string;
  onDownload(): void;
  caption?: string;
  captionId?: string;
  children: ReactNode;
}

export function ChartFrame({ height, onDownload, caption, captionId, children }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Box>
      <Flex justify="flex-end" mb="2">
        <Button size="xs" variant="outline" onClick={onDownload}>{t`Download CSV`}</Button>
      </Flex>
      <Box key={i18n.locale} position="relative" height={height}>
        {children}
      </Box>
      {caption && (
        <Text id={captionId} mt="2" fontSize="sm" color="fg.muted">
          {caption}
        </Text>
      )}
    </Box>
  );
}
