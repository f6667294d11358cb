// Page links under a table; hidden when everything fits on one page.
import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function Pager(props: { total: number; pageSize: number; page: number; onPageChange(page: number): void }) {
  const { t } = useLingui();
  if (props.total <= props.pageSize) return null;
  return (
    <Pagination.Root
      count={props.total}
      pageSize={props.pageSize}
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
  );
}
