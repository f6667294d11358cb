// What to expect from a push (002 §5.3), said before the user sends it.
import { Alert, List } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PushKind } from '../rules/url-list';

export function PushHints({ kind }: { kind: PushKind }) {
  const { t } = useLingui();
  const hints = [
    kind === 'dir'
      ? t`One directory a line, at most 100 a push; each begins with http:// or https:// and ends with /.`
      : t`One URL a line, at most 100 a push; each begins with http:// or https://.`,
    ...(kind === 'dir' ? [t`A directory purge may take up to 30 minutes.`] : []),
    ...(kind === 'prefetch'
      ? [t`Large files may take a while to prefetch; follow them in the task list.`]
      : [t`Refreshing the same content again within 1 minute can fail.`, t`Some refreshes take over 10 minutes.`]),
  ];
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        {/* The bullets sit inside the text's own indent, clear of the alert's icon. */}
        <List.Root gap="1" fontSize="sm" ps="5" data-testid="push-hints">
          {hints.map((hint) => (
            <List.Item key={hint}>{hint}</List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
