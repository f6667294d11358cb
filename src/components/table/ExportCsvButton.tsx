// Saves what a table shows as CSV, headed in the current language.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from './column-def';
import { downloadCsv } from '../download-csv';
import { tableCsv } from './table-csv';

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
      onClick={() => {
        const csv = tableCsv(columns, rows);
        downloadCsv(fileName, csv.header, csv.rows);
      }}
    >
      {t`Export CSV`}
    </Button>
  );
}
