// The quick switcher (Ctrl-K / ⌘-K): type to find a screen, a domain or a certificate, move with the arrow
// keys, Enter to go there with its filters set, Esc to close. A combobox over a listbox (WAI-ARIA): focus stays
// in the text box and aria-activedescendant names the highlighted option.
import { Box, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Screen } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { matchEntries, nextActive, sameEntry, type SwitcherEntry } from './rules/match';
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
  // The option the user moved to (arrows, pointer), kept by what it is, not by its place: the domains and the
  // certificates arrive after the screens and may rank above it, and Enter must go where the highlight is.
  // Until the user moves, the best match is highlighted.
  const [chosen, setChosen] = useState<SwitcherEntry>();
  const { entries, failed, loading } = useSwitcherEntries(user, screens);
  const results = useMemo(() => matchEntries(entries, typed), [entries, typed]);
  const current = Math.max(0, chosen ? results.findIndex((entry) => sameEntry(entry, chosen)) : 0);
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
      setChosen(results[nextActive(current, results.length, event.key)]);
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
                    setChosen(undefined);
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
                      onMouseEnter={() => setChosen(entry)}
                      onClick={() => go(entry)}
                    >
                      <Text>{entry.label}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {entry.detail}
                      </Text>
                    </Box>
                  ))}
                </Box>
                {results.length === 0 && !loading && <Text color="fg.muted">{t`Nothing matches "${typed}"`}</Text>}
                {loading && (
                  <Text fontSize="xs" color="fg.muted" role="status">
                    {t`Looking through your domains and certificates…`}
                  </Text>
                )}
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
