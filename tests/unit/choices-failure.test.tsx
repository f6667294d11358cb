// Choices that fail to load (src/components/query/options-read.tsx): the failure under the filters, with Try
// again, on every screen whose filters read their choices, and in the forms whose fields do; a picker opened says
// the list failed. Before, the pickers were simply empty ("No matching domains", "No contact groups yet") and the
// screen asked the customer to choose domains.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/api/generated/operations';
import { renderRoute } from '../page-harness';

const TITLE = 'Some choices could not be loaded';
const analysis = { permissions: ['portal:analysis:view:*'], language: 'en' } as const;

/** The failure under the filters: the title, the reason, Try again and Copy details. */
async function failureUnderFilters() {
  const alert = (await screen.findAllByRole('alert')).find((candidate) => within(candidate).queryByText(TITLE));
  expect(alert, 'an alert saying the choices could not be loaded').toBeDefined();
  expect(within(alert!).getByRole('button', { name: 'Copy details' })).toBeEnabled();
  return alert!;
}

/** An operation answering a 503 until `recover` is called, then its success example. */
function failingUntilRecovered() {
  let failing = true;
  return { answer: () => (failing ? 'http503' : 'success'), recover: () => (failing = false) };
}

describe('filters whose choices fail to load', () => {
  it('analysis by period: the failure under the filters, the picker says so, Try again brings the domains', async () => {
    const user = userEvent.setup();
    const init = failingUntilRecovered();
    await renderRoute('/cdn/analysisOff', { ...analysis, api: { getAnalysisInitOptions: init.answer } });
    const alert = await failureUnderFilters();
    await user.click(screen.getByRole('button', { name: /Domain names/ }));
    const picker = await screen.findByRole('group', { name: 'Domain names' });
    expect(within(picker).getByText('The list could not be loaded')).toBeInTheDocument();
    expect(within(picker).queryByText('No matching domains')).toBeNull();

    init.recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(TITLE)).toBeNull());
    expect((await within(picker).findAllByRole('checkbox')).length).toBeGreaterThan(0);
  });

  it("analysis by period: the offline filters' regions failing show the server's reason", async () => {
    await renderRoute('/cdn/analysisOff', { ...analysis, api: { listOfflinePullDown: 'serverBusy' } });
    const alert = await failureUnderFilters();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('log analysis with all domains: the failure, and no call for domains the customer cannot pick', async () => {
    await renderRoute('/cdn/analysisLog', { ...analysis, api: { getAnalysisInitOptions: 'http503' } });
    await failureUnderFilters();
    expect(screen.queryByTestId('domains-required')).toBeNull();
  });

  it.each<[string, OperationId, string]>([
    ['the domain list (accounts)', 'listDomainAccounts', '/cdn/domain'],
    ['the cloud hosts (areas)', 'listAreas', '/cdn/cloudHostList'],
    ['service info (domains and providers)', 'getServiceInfoInitOptions', '/cdn/newserviceinfo'],
    ['the overview (domains)', 'getServiceInfoInitOptions', '/cdn/newoverview'],
  ])('%s: the failure under the filters, in the open language', async (_name, operation, url) => {
    await renderRoute(url, { user: 'superadmin', language: 'zh', api: { [operation]: 'http503' } });
    const alert = (await screen.findAllByRole('alert')).find((candidate) =>
      within(candidate).queryByText('部分选项加载失败'),
    );
    expect(alert, 'an alert saying the choices could not be loaded, in Chinese').toBeDefined();
    expect(within(alert!).getByRole('button', { name: '重试' })).toBeEnabled();
  });
});

describe('forms whose choices fail to load', () => {
  it.each<[string, string, string, OperationId]>([
    ['a new website (its CNAME)', '/dcdn/website', 'Add website', 'getRandomWebsiteDomain'],
    [
      'a new protection rule (its conditions)',
      '/dcdn/websiteRules?id=3101&policy=7004',
      'Add rule',
      'listWebsiteRuleFilters',
    ],
    ['a new alert rule (its contact groups)', '/CMonit/alertRules', 'Add alert rule', 'listMonitoringGroups'],
  ])('%s: the failure in the form, with Try again', async (_name, url, button, operation) => {
    const user = userEvent.setup();
    await renderRoute(url, { user: 'superadmin', language: 'en', api: { [operation]: 'http503' } });
    await user.click(await screen.findByRole('button', { name: button }));
    const form = within(await screen.findByRole('dialog'));
    const alert = (await form.findAllByRole('alert')).find((candidate) => within(candidate).queryByText(TITLE));
    expect(alert, 'an alert in the form saying the choices could not be loaded').toBeDefined();
    expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeEnabled();
    if (operation === 'listMonitoringGroups') {
      expect(form.getByText('The list could not be loaded')).toBeInTheDocument();
      expect(form.queryByText('No contact groups yet')).toBeNull();
    }
  });
});
