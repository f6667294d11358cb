// One dropdown of the offline region and ISP filters; the empty choice means all. Countries come grouped
// by continent.
import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CountryGroup, RegionOption } from '../rules/continents';

interface Props {
  label: string;
  value: string | undefined;
  options?: readonly RegionOption[];
  groups?: readonly CountryGroup[];
  onChange(value: string | undefined): void;
}

export function RegionSelect({ label, value, options = [], groups, onChange }: Props) {
  const { t } = useLingui();
  return (
    <NativeSelect.Root size="sm" width="40">
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">{t`All ${label}`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.continent || 'other'} label={group.label || t`Other`}>
            {group.countries.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
