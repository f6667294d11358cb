// Who sees what of cloud monitoring: the view permission shows the reads and no write control, the operation
// permission adds the writes, and one view item (002 §6: alertRules, alertContact, alertHistory) opens its
// screen only.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs, writeControls } from '@tests/permission-views';

const WRITES = /^(Add alert rule|Add contact|Add group|Edit|Delete|Enable|Disable|Send a test message)$/;

describe('cloud monitoring permissions', () => {
  it.each([
    ['/CMonit/alertRules', 'rule-1201'],
    ['/CMonit/alertContact', 'contact-301'],
  ])('view only: %s shows its reads and no write control', async (url, row) => {
    await openAs(url, ['portal:cloudMonit:view:*']);
    expect(await screen.findByTestId(row)).toBeInTheDocument();
    expect(writeControls(WRITES)).toEqual([]);
  });

  it.each([
    ['/CMonit/alertRules', 'rule-1201'],
    ['/CMonit/alertContact', 'contact-301'],
  ])('operation: %s offers its write controls', async (url, row) => {
    await openAs(url, ['portal:cloudMonit:operation:*']);
    await screen.findByTestId(row);
    expect(writeControls(WRITES).length).toBeGreaterThan(0);
  });

  it('the alert history item: the history and its read, and not the rules', async () => {
    const page = await openAs('/CMonit/alertHistory', ['portal:cloudMonit:view:alertHistory']);
    expect(await screen.findByTestId('notification-560031')).toBeInTheDocument();
    expect(await heading('Alert history')).toBeInTheDocument();
    await page.router.navigate({ to: '/CMonit/alertRules' });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/CMonit/alertHistory'));
    expect(page.sentTo('listMonitoringRules')).toEqual([]);
  });
});
