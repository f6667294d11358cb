// Log download is a read: its view permission lists the files with their download and no write control.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs } from '@tests/permission-views';

describe('log permissions', () => {
  it('view only: the files with their download, and no write control', async () => {
    const page = await openAs('/cdn/newlog', ['portal:log:view:*']);
    expect(await heading('Log download')).toBeInTheDocument();
    const row = within(await screen.findByTestId('log-lg5d0e61a2c4'));
    expect(row.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(page.sentTo('searchLogFiles').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^(Add|Edit|Delete)$/ })).toEqual([]);
  });
});
