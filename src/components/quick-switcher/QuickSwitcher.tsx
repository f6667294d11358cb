// The quick switcher (Ctrl-K / ⌘-K): type to find a screen, a domain or a certificate, move with the arrow
// keys, Enter to go there with its filters set, Esc to close. A combobox over a listbox (WAI-ARIA): focus stays
// in the text box and aria-activedescendant names the highlighted option.
import { Box, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Screen } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { matchEntries, nextActive, type SwitcherEntry } from './rules/match';
import { useSwitcherEntries } from './use-switcher-entries';

interface Props {
  user: SessionUser;
  screens: readonly Screen[];
  onClose(): void;
}

export function QuickSwitcher({ user, screens, onClose }: Props) {
  const { t } = useLingui();
  const router = useRouter();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const { entries, failed } = useSwitcherEntries(user, screens);
  const results = useMemo(() => matchEntries(entries, typed), [entries, typed]);
  const current = Math.min(active, Math.max(0, results.length - 1));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (entry: SwitcherEntry | undefined) => {
    if (!entry) return;
    onClose();
    // The entries come from the route table's paths (strings, not the router's literal types), so the jump is
    // made by href, its search written the way the router writes every search.
    void router.navigate({ href: entry.to + router.options.stringifySearch(entry.search ?? {}) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(nextActive(current, results.length, event.key));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[current]);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="top" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={t`Quick switcher`}>
            <Dialog.Body p="3">
              <Stack gap="2">
                <Input
                  role="combobox"
                  aria-label={t`Go to a screen, domain or certificate`}
                  aria-expanded={results.length > 0}
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
                  placeholder={t`Screen, domain or certificate`}
                  value={typed}
                  autoFocus
                  autoComplete="off"
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setActive(0);
                  }}
                  onKeyDown={onKeyDown}
                />
                <Box as="ul" id={listId} role="listbox" aria-label={t`Results`} maxH="sm" overflowY="auto">
                  {results.map((entry, index) => (
                    <Box
                      as="li"
                      // Two domains or certificates may share a name; the position keeps keys apart.
                      key={`${index}:${entry.kind}:${entry.label}`}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === current}
                      px="2"
                      py="1"
                      borderRadius="sm"
                      cursor="pointer"
                      bg={index === current ? 'bg.emphasized' : undefined}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => go(entry)}
                    >
                      <Text>{entry.label}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {entry.detail}
                      </Text>
                    </Box>
                  ))}
                </Box>
                {results.length === 0 && <Text color="fg.muted">{t`Nothing matches "${typed}"`}</Text>}
                {failed && (
                  <Text fontSize="xs" color="fg.muted">{t`Some domains or certificates could not be loaded.`}</Text>
                )}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
