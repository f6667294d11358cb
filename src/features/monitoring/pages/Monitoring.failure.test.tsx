// A failed monitoring read replaces its result only: the heading, the filters with what was typed and the
// screen's actions stay, with the server's message and Try again in the result's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

type Api = NonNullable<Parameters<typeof renderRoute>[1]>['api'];
const open = (url: string, api: Api) => renderRoute(url, { user: 'superadmin', language: 'en', api });

describe('cloud monitoring when a read fails', () => {
  it('alert rules: the heading, the typed name and Add alert rule stay', async () => {
    const page = await open('/CMonit/alertRules?name=%22bandwidth%22', { listMonitoringRules: 'accountNotFound' });
    expect(page.href()).toContain('/CMonit/alertRules');
    expect(screen.getByRole('heading', { level: 1, name: 'Alert rules' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rule name')).toHaveValue('bandwidth');
    expect(screen.getByRole('button', { name: 'Add alert rule' })).toBeInTheDocument();
    await expectFailureInFrame('客户账号不存在');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('alert contacts: failed contacts keep the search, Add contact and the groups', async () => {
    const page = await open('/CMonit/alertContact?name=%22li%22', { listMonitoringContacts: 'accountNotFound' });
    expect(page.href()).toContain('/CMonit/alertContact');
    expect(screen.getByRole('heading', { level: 1, name: 'Alert contacts' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name, phone or email')).toHaveValue('li');
    expect(screen.getByRole('button', { name: 'Add contact' })).toBeInTheDocument();
    await expectFailureInFrame('客户账号不存在');
    expect(await screen.findByRole('table', { name: 'Contact groups' })).toBeInTheDocument();
  });

  it('alert contacts: failed groups keep Add contact group and the contacts', async () => {
    await open('/CMonit/alertContact', { listMonitoringGroups: 'accountNotFound' });
    expect(screen.getByRole('button', { name: 'Add contact group' })).toBeInTheDocument();
    await expectFailureInFrame('客户账号不存在');
    expect(await screen.findByRole('table', { name: 'Contacts' })).toBeInTheDocument();
  });

  it('alert history: the heading, the tabs and the typed filters stay', async () => {
    const page = await open('/CMonit/alertHistory?ruleName=%22bandwidth%22', {
      searchMonitoringNotifyHistory: 'queryFailed',
    });
    expect(page.href()).toContain('/CMonit/alertHistory');
    expect(screen.getByRole('heading', { level: 1, name: 'Alert history' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alarm records' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rule name')).toHaveValue('bandwidth');
    await expectFailureInFrame('告警历史查询失败');
  });

  it('alert history: failed alarm records keep the heading and the typed domain', async () => {
    await open('/CMonit/alertHistory?tab=%22alarms%22&domain=%22xinghe%22', {
      listMonitoringAlarmRecords: 'queryFailed',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Alert history' })).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toHaveValue('xinghe');
    await expectFailureInFrame('告警记录查询失败');
  });
});
