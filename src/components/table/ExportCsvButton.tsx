// Saves what a table shows as CSV, headed in the current language (the writer loads with the first press).
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from './column-def';

interface Props<T> {
  fileName: string;
  columns: ColumnDef<T>[];
  rows: readonly T[];
}

export function ExportCsvButton<T>({ fileName, columns, rows }: Props<T>) {
  const { t } = useLingui();
  return (
    <Button
      size="xs"
      variant="outline"
      disabled={rows.length === 0}
      onClick={() => void import('./export-table-csv').then((m) => m.exportTableCsv(fileName, columns, rows))}
    >
      {t`Export CSV`}
    </Button>
  );
}
