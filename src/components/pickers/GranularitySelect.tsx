// The granularity of a traffic chart, offering only what the chosen range allows.
import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  allowedGranularities,
  effectiveGranularity,
  GRANULARITIES,
  type Granularity,
  type TimeRange,
} from '@/lib/time-range';
import { granularityLabels } from './time-range-messages';

interface Props {
  range: TimeRange;
  value: Granularity | undefined;
  onChange(granularity: Granularity): void;
}

const isGranularity = (text: string): text is Granularity => (GRANULARITIES as readonly string[]).includes(text);

export function GranularitySelect({ range, value, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t`Granularity`}
        value={effectiveGranularity(range, value)}
        onChange={(e) => {
          if (isGranularity(e.target.value)) onChange(e.target.value);
        }}
      >
        {allowedGranularities(range).map((granularity) => (
          <option key={granularity} value={granularity}>
            {i18n._(granularityLabels[granularity])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
