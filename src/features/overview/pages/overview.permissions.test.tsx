// The overview is read-only: its view permission opens it with its reads and no write control.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs } from '@tests/permission-views';

describe('overview permissions', () => {
  it('view only: the figures of the period, and no write control', async () => {
    const page = await openAs('/cdn/newoverview', ['portal:overview:view:*']);
    expect(await heading('Overview')).toBeInTheDocument();
    expect(await screen.findByTestId('stat-totalFlow')).toBeInTheDocument();
    expect(page.sentTo('getOverviewTraffic').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^(Add|Edit|Delete)$/ })).toEqual([]);
  });
});
