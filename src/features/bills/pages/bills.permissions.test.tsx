// Bills are read-only: their view permission opens them with their reads and no write control.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs } from '@tests/permission-views';

describe('bill permissions', () => {
  it('view only: the months and their detail, and no write control', async () => {
    const page = await openAs('/page/bill?start=%222026-05%22&end=%222026-10%22', ['portal:bill:view:*']);
    expect(await heading('Bills')).toBeInTheDocument();
    expect(await screen.findByTestId('bill-month-2026-10')).toBeInTheDocument();
    expect(page.sentTo('getBillOverview').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^(Add|Edit|Delete)$/ })).toEqual([]);
  });
});
