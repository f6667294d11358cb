// What a chart shows instead of an empty canvas when there is nothing to draw.
import { Center, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function ChartEmpty({ height }: { height: number | string }) {
  const { t } = useLingui();
  return (
    <Center height={height} borderWidth="1px" borderStyle="dashed" borderRadius="md" color="fg.muted">
      <Text>{t`No data`}</Text>
    </Center>
  );
}
