// Page links and the page size under a table. The links are hidden when everything fits on one page; the
// size choice shows only where the screen offers sizes.
import { ButtonGroup, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  pageSizes?: readonly number[];
  onPageSizeChange?(pageSize: number): void;
}

export function Pager(props: Props) {
  const { t } = useLingui();
  const { total, pageSize } = props;
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
        <Pagination.Root
          count={total}
          pageSize={pageSize}
          page={props.page}
          onPageChange={(e) => props.onPageChange(e.page)}
          aria-label={t`Pages`}
        >
          <ButtonGroup variant="ghost" size="sm">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={t`Previous page`}>‹</IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(page) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{page.value}</IconButton>}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={t`Next page`}>›</IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </HStack>
  );
}
