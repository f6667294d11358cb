// The two date-time inputs of a custom range. What the user types stays in the inputs until it makes a
// usable range; only then does the parent hear of it. Otherwise a message says what is wrong. The times are the
// provider's (src/lib/provider-time.js), and the labels say so: a customer elsewhere types the server's hours.
import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PROVIDER_ZONE } from '@/lib/provider-time.js';
import { checkCustomRange, formatUrlDateTime, type TimeRangeProblem } from '@/lib/time-range';
import { timeRangeProblemMessages } from './time-range-messages';

interface Props {
  /** YYYY-MM-DD HH:mm, as in the URL. */
  start: string | undefined;
  end: string | undefined;
  onChange(start: string, end: string): void;
}

// A datetime-local input writes 'YYYY-MM-DDTHH:mm'; the URL has a space in place of the T.
const toInput = (urlValue: string | undefined) => (urlValue ?? '').replace(' ', 'T');
const fromInput = (inputValue: string) => inputValue.replace('T', ' ');

export function CustomRangeInputs({ start, end, onChange }: Props) {
  const { t, i18n } = useLingui();
  const messageId = useId();
  const [draft, setDraft] = useState<{ start: string; end: string }>();
  const [problem, setProblem] = useState<TimeRangeProblem>();
  // The latest minute the inputs offer; what is typed is checked against the clock at that moment anyway.
  const [latest] = useState(() => toInput(formatUrlDateTime(new Date())));
  const shown = draft ?? { start: toInput(start), end: toInput(end) };

  function edit(next: { start: string; end: string }) {
    const checked = checkCustomRange(fromInput(next.start), fromInput(next.end), new Date());
    if (checked.ok) {
      setDraft(undefined);
      setProblem(undefined);
      onChange(fromInput(next.start), fromInput(next.end));
    } else {
      setDraft(next);
      setProblem(checked.reason);
    }
  }

  const invalid = problem !== undefined;
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Field.Root invalid={invalid} w="auto">
          <Field.Label fontSize="sm">{t`Start time (${PROVIDER_ZONE})`}</Field.Label>
          <Input
            size="sm"
            type="datetime-local"
            max={shown.end || latest}
            value={shown.start}
            aria-describedby={invalid ? messageId : undefined}
            onChange={(e) => edit({ ...shown, start: e.target.value })}
          />
        </Field.Root>
        <Field.Root invalid={invalid} w="auto">
          <Field.Label fontSize="sm">{t`End time (${PROVIDER_ZONE})`}</Field.Label>
          <Input
            size="sm"
            type="datetime-local"
            min={shown.start || undefined}
            max={latest}
            value={shown.end}
            aria-describedby={invalid ? messageId : undefined}
            onChange={(e) => edit({ ...shown, end: e.target.value })}
          />
        </Field.Root>
      </HStack>
      {problem && (
        <Text id={messageId} role="alert" fontSize="sm" color="fg.error">
          {i18n._(timeRangeProblemMessages[problem])}
        </Text>
      )}
    </>
  );
}
