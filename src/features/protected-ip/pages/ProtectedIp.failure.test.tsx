// A failed protected-IP read replaces its result only: the heading, the filters with what was typed and the
// screen's actions stay, with the server's text (in `data` here) and Try again in the result's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

type Api = NonNullable<Parameters<typeof renderRoute>[1]>['api'];
const open = (url: string, api: Api) => renderRoute(url, { user: 'superadmin', language: 'en', api });

describe('protected IP when a read fails', () => {
  it('IP protection: the heading, the typed search and Add IP protection stay', async () => {
    const page = await open('/ipP/ipset?q=%22203.107%22', { listProtectedIps: 'serverBusy' });
    expect(page.href()).toContain('/ipP/ipset');
    expect(screen.getByRole('heading', { level: 1, name: 'IP protection' })).toBeInTheDocument();
    expect(screen.getByLabelText('Source IP, cname or port')).toHaveValue('203.107');
    expect(screen.getByRole('button', { name: 'Add IP protection' })).toBeInTheDocument();
    await expectFailureInFrame('系统繁忙，请稍后再试');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('dashboards: failed statistics leave the heading, the filters and the alarm history', async () => {
    const page = await open('/ipP/dashboards', { getProtectedIpStatistics: 'serverBusy' });
    expect(page.href()).toContain('/ipP/dashboards');
    expect(screen.getByRole('heading', { level: 1, name: 'IP dashboards' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toBeInTheDocument();
    await expectFailureInFrame('统计服务繁忙，请稍后再试');
    expect(await screen.findByTestId('alarm-88012')).toBeInTheDocument();
  });

  it('dashboards: a failed alarm history leaves the charts', async () => {
    await open('/ipP/dashboards', { pageProtectedIpAlarmRecords: 'serverBusy' });
    expect(screen.getByRole('heading', { name: 'Alarm history' })).toBeInTheDocument();
    await expectFailureInFrame('告警服务繁忙，请稍后再试');
    expect(screen.getAllByRole('img').length).toBeGreaterThan(0);
  });
});
