// A list read pending after a change of page or filter: the rows of the last answer stay, marked as updating,
// until the new answer replaces them (the list's frame, src/components/query/QueryFrame.tsx, keeps them).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { OperationId } from '@/api/generated/operations';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

it("keeps the last rows, marked as updating, until the next search's answer arrives", async () => {
  // Filled in once the first page has come: the harness reads it when each request arrives.
  const hold: Partial<Record<OperationId, Promise<void>>> = {};
  await renderRoute('/cdn/domain', { language: 'en', hold });
  const table = await screen.findByRole('table', { name: 'Domains' });
  expect(within(table).getByText('cdn.xinghe-video.com')).toBeInTheDocument();
  expect(screen.queryByText('Updating…')).not.toBeInTheDocument();

  let answer = () => {};
  hold.searchDomains = new Promise<void>((resolve) => (answer = resolve));
  await fill(screen.getByLabelText('Domain name'), 'xinghe');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));

  expect(await screen.findByText('Updating…')).toBeInTheDocument();
  expect(screen.getByText('cdn.xinghe-video.com')).toBeInTheDocument();
  expect(screen.queryByTestId('query-loading')).not.toBeInTheDocument();
  expect(screen.getByText('Updating…').closest('[aria-busy="true"]')).toContainElement(
    screen.getByRole('table', { name: 'Domains' }),
  );

  await act(async () => answer());
  await waitFor(() => expect(screen.queryByText('Updating…')).not.toBeInTheDocument());
  expect(screen.getByRole('table', { name: 'Domains' }).closest('[aria-busy="true"]')).toBeNull();
});
