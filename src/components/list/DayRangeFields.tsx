// From and To days of a search, never after today (the browser's picker stops there too).
import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { today } from '@/lib/day-range';

interface Props {
  start: string;
  end: string;
  onChange(range: { start?: string; end?: string }): void;
  invalid?: boolean;
}

export function DayRangeFields({ start, end, onChange, invalid }: Props) {
  const { t } = useLingui();
  const max = today();
  return (
    <>
      <Field.Root width="40" invalid={invalid}>
        <Field.Label>{t`From`}</Field.Label>
        <Input size="sm" type="date" max={max} value={start} onChange={(e) => onChange({ start: e.target.value })} />
      </Field.Root>
      <Field.Root width="40" invalid={invalid}>
        <Field.Label>{t`To`}</Field.Label>
        <Input size="sm" type="date" max={max} value={end} onChange={(e) => onChange({ end: e.target.value })} />
      </Field.Root>
    </>
  );
}
