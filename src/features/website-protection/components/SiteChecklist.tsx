// The side menu's sites as checkboxes: loaded apart from the dashboard (SiteMenu), so that the checkbox machinery
// is no part of its first files; it arrives while the sites are read, before there is a site to draw.
import { Checkbox, CheckboxGroup } from '@/components/ui/toggles';
import type { Website } from '../types';

interface Props {
  websites: readonly Website[];
  picked: readonly string[];
  onPick(sites: string[]): void;
}

export function SiteChecklist({ websites, picked, onPick }: Props) {
  return (
    <CheckboxGroup value={[...picked]} onValueChange={onPick}>
      {websites.map((site) => (
        <Checkbox.Root key={site.id} value={String(site.id)} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{site.domain}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </CheckboxGroup>
  );
}
