// The side menu's sites as native checkboxes: screen readers get the same checkboxes as from Chakra's, and the
// dashboard's first files carry none of the checkbox and presence state machines a list of ticks does not need.
import { chakra, Stack, Text } from '@chakra-ui/react';
import type { Website } from '../types';

interface Props {
  websites: readonly Website[];
  picked: readonly string[];
  onPick(sites: string[]): void;
}

export function SiteChecklist({ websites, picked, onPick }: Props) {
  const toggle = (id: string, checked: boolean) =>
    onPick(checked ? [...picked, id] : picked.filter((site) => site !== id));
  return (
    <Stack gap="1">
      {websites.map((site) => {
        const id = String(site.id);
        return (
          <chakra.label key={id} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
            <chakra.input
              type="checkbox"
              accentColor="colorPalette.solid"
              boxSize="4"
              flexShrink={0}
              checked={picked.includes(id)}
              onChange={(event) => toggle(id, event.target.checked)}
            />
            <Text as="span" truncate>
              {site.domain}
            </Text>
          </chakra.label>
        );
      })}
    </Stack>
  );
}
