// Page links and the page size under a table. The links are hidden when everything fits on one page; the
// size choice shows only where the screen offers sizes. Plain buttons rather than Chakra's Pagination: the
// same links, names and states, without a state machine in every list screen's first files.
import { ButtonGroup, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { pageItems } from './page-items';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  pageSizes?: readonly number[];
  onPageSizeChange?(pageSize: number): void;
}

function Ellipsis() {
  return (
    <IconButton as="span">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="1" />
        <circle cx="19" cy="12" r="1" />
        <circle cx="5" cy="12" r="1" />
      </svg>
    </IconButton>
  );
}

export function Pager(props: Props) {
  const { t } = useLingui();
  // A page link's accessible name, in the user's language; the last page says so.
  const pageLabel = (item: number, totalPages: number) =>
    totalPages > 1 && item === totalPages ? t`last page, page ${item}` : t`page ${item}`;
  const { total, pageSize, page } = props;
  const totalPages = Math.ceil(total / pageSize);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) props.onPageChange(target);
  };
  return (
    <HStack gap="3" justify="end" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">{t`${total} in total`}</Text>
      {props.pageSizes && props.onPageSizeChange && (
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={t`Rows per page`}
            value={pageSize}
            onChange={(event) => props.onPageSizeChange?.(Number(event.target.value))}
          >
            {props.pageSizes.map((size) => (
              <option key={size} value={size}>{t`${size} / page`}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {total > pageSize && (
        <nav aria-label={t`Pages`}>
          <ButtonGroup variant="ghost" size="sm">
            <IconButton aria-label={t`Previous page`} disabled={page <= 1} onClick={() => go(page - 1)}>
              ‹
            </IconButton>
            {pageItems(page, totalPages).map((item, index) =>
              item === 'ellipsis' ? (
                <Ellipsis key={`ellipsis-${index}`} />
              ) : (
                <IconButton
                  key={item}
                  variant={item === page ? 'outline' : 'ghost'}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={pageLabel(item, totalPages)}
                  onClick={() => go(item)}
                >
                  {item}
                </IconButton>
              ),
            )}
            <IconButton aria-label={t`Next page`} disabled={page >= totalPages} onClick={() => go(page + 1)}>
              ›
            </IconButton>
          </ButtonGroup>
        </nav>
      )}
    </HStack>
  );
}
