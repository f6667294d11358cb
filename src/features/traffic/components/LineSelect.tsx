// The line whose bandwidth is charted, out of the lines of the account (line init).
import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

interface Props {
  lines: readonly { lineCode: string; lineName: string }[];
  value: string | undefined;
  onChange(lineCode: string): void;
}

export function LineSelect({ lines, value, onChange }: Props) {
  const { t } = useLingui();
  return (
    <NativeSelect.Root size="sm" width="64" disabled={lines.length === 0}>
      <NativeSelect.Field aria-label={t`Line`} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {lines.map((line) => (
          <option key={line.lineCode} value={line.lineCode}>
            {`${line.lineName} (${line.lineCode})`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
