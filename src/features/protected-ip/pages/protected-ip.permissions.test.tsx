// Who sees what of protected IPs: the view permission shows the reads and no write control, the operation
// permission adds the writes, and one view item (002 §6: ipP, dashboards) opens only its screen.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs, writeControls } from '@tests/permission-views';

const WRITES = /^(Add IP protection|Edit|Enable|Disable|Delete|Check configuration)$/;

describe('protected IP permissions', () => {
  it('view only: the entries, and no write control', async () => {
    const page = await openAs('/ipP/ipset', ['portal:ipP:view:*']);
    expect(await screen.findByTestId('entry-10231')).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/ipP/ipset');
    expect(writeControls(WRITES)).toEqual([]);
  });

  it('operation: the same entries with their write controls', async () => {
    await openAs('/ipP/ipset', ['portal:ipP:operation:*']);
    await screen.findByTestId('entry-10231');
    expect(writeControls(WRITES).length).toBeGreaterThan(0);
  });

  it('the dashboards item: the dashboards and their reads, and not the list', async () => {
    const page = await openAs('/ipP/dashboards', ['portal:ipP:view:dashboards']);
    expect(await heading('IP dashboards')).toBeInTheDocument();
    await waitFor(() => expect(page.sentTo('getProtectedIpStatistics').length).toBeGreaterThan(0));
    expect(page.sentTo('listProtectedIps')).toEqual([]);
    await page.router.navigate({ to: '/ipP/ipset' });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/ipP/dashboards'));
  });
});
