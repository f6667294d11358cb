// A long URL in a table cell: wraps anywhere, the whole address in the tooltip.
import { Text } from '@chakra-ui/react';

export function UrlCell({ url }: { url: string }) {
  return (
    <Text as="span" wordBreak="break-all" title={url}>
      {url}
    </Text>
  );
}
