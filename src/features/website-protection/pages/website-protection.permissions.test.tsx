// Who sees what of website protection: the view permission shows the reads and no write control, the
// operation permission adds the writes, and one view item (002 §6: website, ip, dashboards) opens its screen.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs, writeControls } from '@tests/permission-views';

const WRITES = /^(Add website|Edit|Enable|Disable|Check configuration)$/;

describe('website protection permissions', () => {
  it('view only: the websites, and no write control', async () => {
    await openAs('/dcdn/website', ['portal:imperva:view:*']);
    expect(await screen.findByTestId('website-3101')).toBeInTheDocument();
    expect(writeControls(WRITES)).toEqual([]);
  });

  it('operation: the same websites with their write controls', async () => {
    await openAs('/dcdn/website', ['portal:imperva:operation:*']);
    await screen.findByTestId('website-3101');
    expect(writeControls(WRITES).length).toBeGreaterThan(0);
  });

  it('the website item: the websites and their read, and not the dashboards', async () => {
    const page = await openAs('/dcdn/website', ['portal:imperva:view:website']);
    expect(await screen.findByTestId('website-3101')).toBeInTheDocument();
    expect(page.sentTo('listWebsites').length).toBeGreaterThan(0);
    expect(writeControls(WRITES)).toEqual([]);
    await page.router.navigate({ to: '/dcdn/dashboards' });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dcdn/website'));
  });

  it('the dashboards item: the dashboards and their statistics', async () => {
    const page = await openAs('/dcdn/dashboards', ['portal:imperva:view:dashboards']);
    expect(await heading('Dashboards')).toBeInTheDocument();
    await waitFor(() => expect(page.sentTo('getWebsiteStatistics').length).toBeGreaterThan(0));
  });
});
