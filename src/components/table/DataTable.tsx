// The portal's table: the kit's column definitions (column-def.ts), sortable headers with aria-sort, loading and
// empty states, windowed rows for long lists and a CSV export of what is shown. Sorting and paging are the
// page's (kept in the URL by useListSearch): the rows arrive sorted.
import { HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SortParam } from '@/lib/search-params';
import type { ColumnDef } from './column-def';
import { canSort, cellValue, columnId, firstDirection, nextSort, sortedAs, tableRows } from './column-model';
import { ExportCsvButton } from './ExportCsvButton';
import { SideScrollHint, useSideScrollHint } from './SideScrollHint';
import { SortHeader } from './SortHeader';
import { TableBody, TableRows, WindowedRows } from './TableRows';

type RowWindow = typeof import('./VirtualRows');

/** The windowed rows' module once it has arrived: later tables window from their first draw. */
let arrivedRowWindow: RowWindow | undefined;

/**
 * The windowed rows' module, loaded with the first list long enough to window: a screen of a page or two never
 * loads the virtualizer. A table gone before the module arrives sets no state: its page may be gone too.
 */
function useRowWindow(wanted: boolean): RowWindow | undefined {
  const [loaded, setLoaded] = useState(arrivedRowWindow);
  useEffect(() => {
    if (!wanted || loaded) return;
    let mounted = true;
    void import('./VirtualRows').then((module) => {
      arrivedRowWindow = module;
      if (mounted) setLoaded(module);
    });
    return () => {
      mounted = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: ColumnDef<T>[];
  rows: readonly T[];
  rowId(row: T): string;
  sort?: SortParam;
  onSortChange?(sort: SortParam | undefined): void;
  /** First load without rows yet: skeleton rows. */
  loading?: boolean;
  empty: ReactNode;
  /**
   * Windowed rows (the table scrolls within a fixed height): always when true, never when false, and by default
   * once the rows pass `WINDOWED_FROM`, so a server that answers a whole list where a page was asked for (10,000
   * domains at once) leaves the screen usable.
   */
  virtual?: boolean;
  /** CSV export of `exportRows` (default: the rows shown) under this file name. */
  csvFileName?: string;
  exportRows?: readonly T[];
  rowTestId?(row: T): string;
}

/** Longer lists are windowed unless a screen says otherwise: more rows than the largest page a screen offers. */
export const WINDOWED_FROM = 200;

export function DataTable<T>(props: DataTableProps<T>) {
  const { i18n } = useLingui();
  // The scroll box as state, not a ref: React attaches a parent's ref after its children's layout effects, so
  // the windowed rows would set up their virtualizer without a box to watch and never follow the scrolling.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const { sort, onSortChange } = props;
  // The rows are built again in every language, not only for new rows: a row draws again only when it is new
  // (TableRows), and a value put into words (a type, a state, a unit) must follow a switch of language.
  const locale = i18n.locale;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is why the rows are built again, not an input; rowId reads only the row
  const rows = useMemo(() => tableRows(props.rows, props.rowId), [props.rows, locale]);
  const { columns } = props;
  const columnCount = columns.length;
  const [firstRow] = rows;
  const onToggle = (column: ColumnDef<T>) => {
    if (!onSortChange || !canSort(column)) return undefined;
    const id = columnId(column);
    return () => onSortChange(nextSort(sort, id, firstDirection(firstRow && cellValue(column, firstRow))));
  };
  const windowed = props.virtual ?? rows.length > WINDOWED_FROM;
  const rowWindow = useRowWindow(windowed);
  const sideScrollHint = useSideScrollHint(scrollBox, rows);

  return (
    <Table.ScrollArea
      ref={setScrollBox}
      // A table wider or taller than its box scrolls within it: keyboard users reach the box with Tab and scroll
      // it with the arrows, even where no row holds a button or a link (WCAG 2.1.1). Every table's box is a stop,
      // whether it scrolls at this width or not: following its overflow cost a first list page 90 bytes that the
      // skip link needed more. It is a group named like its table (a region would be a landmark, and a list under
      // a heading of the same name would give two alike); the browser draws its focus ring.
      tabIndex={0}
      role="group"
      aria-label={props.label}
      borderWidth="1px"
      rounded="md"
      maxH={windowed ? '70vh' : undefined}
      // The windowed rows replace rows above the view as it scrolls, and their heights are estimated: the
      // browser's scroll anchoring then moved the scroll position back by the difference, which scrolled the
      // window again, several times a frame (rows with operation buttons are taller than the estimate).
      overflowAnchor={windowed ? 'none' : undefined}
      // The box is what places its absolutely positioned content (a header's visually hidden name), so it clips
      // that too: placed by the page instead, the certificates' hidden "Expiry warning" stood past the table's
      // right edge and made a phone's page twice its width.
      position="relative"
      // Chakra's scroll area keeps every cell on one line, so a table of long values (an alert rule's domains and
      // condition) ran past a laptop's box and its sticky operations column covered the status. Cells wrap at
      // their spaces instead, which a table only does when it would not fit otherwise; a row's operations stay
      // on one line (cell-part-styles.tsx).
      whiteSpace="normal"
    >
      {sideScrollHint && <SideScrollHint />}
      <Table.Root size="sm" stickyHeader={windowed} aria-label={props.label} aria-busy={props.loading} css={tableCss}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <SortHeader
                key={columnId(column)}
                column={column}
                sorted={sortedAs(sort, columnId(column))}
                onToggle={onToggle(column)}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <TableBody>
          {rows.length === 0 && props.loading && <LoadingRows columnCount={columnCount} />}
          {rows.length === 0 && !props.loading && (
            <Table.Row data-odd="">
              <Table.Cell colSpan={columnCount}>
                <Text color="fg.muted" textAlign="center" py="6">
                  {props.empty}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {windowed ? (
            // The rows in the window of a long list (its top until the window's code has come).
            <WindowedRows
              rows={rows}
              columns={columns}
              columnCount={columnCount}
              scrollBox={scrollBox}
              Watch={rowWindow?.RowRangeWatch}
              testId={props.rowTestId}
            />
          ) : (
            <TableRows rows={rows} columns={columns} testId={props.rowTestId} />
          )}
        </TableBody>
      </Table.Root>
      {props.csvFileName && (
        <HStack justify="end" p="1">
          <ExportCsvButton fileName={props.csvFileName} columns={props.columns} rows={props.exportRows ?? props.rows} />
        </HStack>
      )}
    </Table.ScrollArea>
  );
}

// The first column (the row's name) stays in view while the table scrolls sideways in its own box; from
// tablet width up the operations column (`meta.operations`: the row's RowActions) stays in view on the right
// too. Sticky cells need their own background, striped like their row (TableBody stripes the odd rows,
// `data-odd`). The operations cells are marked by the column, not found with `:has()`: a table that asked
// whether it held row actions made the browser restyle all of it whenever the window inserted a row (1,476
// elements for a screen scrolled, a third of the frame), and a cell that asked it of itself made removing a
// row several times slower.
const stickyColumns = {
  // The sticky header above the sticky cells of the rows scrolled under it: at the same level, the rows (later
  // in the page) were drawn over it, and hid the first and last headers of a scrolled list.
  '& thead tr': { zIndex: 2 },
  '& tr > :first-of-type': { position: 'sticky', insetInlineStart: 0, zIndex: 1, bg: 'bg' },
  '& tbody tr[data-odd] > :first-of-type': { bg: 'bg.muted' },
  '@media (min-width: 48em)': {
    '& tr > [data-operations]': {
      position: 'sticky',
      insetInlineEnd: 0,
      zIndex: 1,
      bg: 'bg',
      boxShadow: '-1px 0 0 var(--chakra-colors-border)',
    },
    '& tbody tr[data-odd] > [data-operations]': { bg: 'bg.muted' },
  },
} as const;

// A header is a name, read at a glance: Chinese breaks between any two characters, so on a phone the table met
// the screen's width by standing its headers (and with them its columns) one character a line. Kept whole as a
// word is, a header gives its column at least its own width and the table scrolls sideways in its box instead;
// English headers still wrap at their spaces.
const tableCss = { ...stickyColumns, '& thead th': { wordBreak: 'keep-all' } } as const;

function LoadingRows({ columnCount }: { columnCount: number }) {
  return [0, 1, 2].map((index) => (
    <Table.Row key={index} data-odd={index % 2 === 0 ? '' : undefined}>
      <Table.Cell colSpan={columnCount}>
        <Skeleton height="4" />
      </Table.Cell>
    </Table.Row>
  ));
}
