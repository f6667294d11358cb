// The time range of a chart or analysis screen: preset buttons, a custom range, and optionally the
// granularity. Controlled by the URL params of `timeRangeParams` (range, start, end, grad).
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  allowedGranularities,
  formatUrlDateTime,
  resolveTimeRange,
  TIME_RANGE_PRESETS,
  type TimeRangeParams,
  type TimeRangePreset,
} from '@/lib/time-range';
import { JoinedButtonGroup } from './JoinedButtonGroup';
import { CustomRangeInputs } from './CustomRangeInputs';
import { GranularitySelect } from './GranularitySelect';
import { presetLabels } from './time-range-messages';

interface TimeRangePickerProps {
  value: TimeRangeParams;
  onChange(next: TimeRangeParams): void;
  /** Show the granularity select (traffic charts). */
  withGranularity?: boolean;
  /** The presets offered, in order (all by default). */
  presets?: readonly TimeRangePreset[];
}

export function TimeRangePicker({
  value,
  onChange,
  withGranularity = false,
  presets = TIME_RANGE_PRESETS,
}: TimeRangePickerProps) {
  const { t, i18n } = useLingui();
  // The clock the granularities are worked out against; choices are checked again with the time they happen.
  const [renderedAt] = useState(() => new Date());
  const range = resolveTimeRange(value, renderedAt);

  function choose(preset: TimeRangePreset) {
    if (preset === value.range) return;
    const now = new Date();
    // Custom starts from the range shown, so the user adjusts it rather than typing both ends.
    const current = resolveTimeRange(value, now);
    const next: TimeRangeParams =
      preset === 'custom'
        ? { range: preset, start: formatUrlDateTime(current.start), end: formatUrlDateTime(current.end) }
        : // A preset drops the custom ends: left in a URL merged with this choice, they would describe a range
          // other than the one shown (a reload or a bookmark would open the old custom range).
          { range: preset, start: undefined, end: undefined };
    // Keep the chosen granularity only where the new range allows it.
    const grad =
      value.grad && allowedGranularities(resolveTimeRange(next, now)).includes(value.grad) ? value.grad : undefined;
    onChange({ ...next, grad });
  }

  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <JoinedButtonGroup size="sm" variant="outline" aria-label={t`Time range`}>
          {presets.map((preset) => (
            <Button
              key={preset}
              aria-pressed={value.range === preset}
              variant={value.range === preset ? 'solid' : 'outline'}
              onClick={() => choose(preset)}
            >
              {i18n._(presetLabels[preset])}
            </Button>
          ))}
        </JoinedButtonGroup>
        {withGranularity && (
          <GranularitySelect range={range} value={value.grad} onChange={(grad) => onChange({ ...value, grad })} />
        )}
      </HStack>
      {value.range === 'custom' && (
        <CustomRangeInputs
          start={value.start}
          end={value.end}
          onChange={(start, end) => onChange({ ...value, start, end })}
        />
      )}
    </Stack>
  );
}
