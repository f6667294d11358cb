// A failed website-protection read replaces its result only: the heading, the filters with what was typed
// and the screen's actions stay, with the server's text (in `data` here) and Try again in the result's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

type Api = NonNullable<Parameters<typeof renderRoute>[1]>['api'];
const open = (url: string, api: Api) => renderRoute(url, { user: 'superadmin', language: 'en', api });

describe('website protection when a read fails', () => {
  it('websites: the heading, the typed domain and Add website stay', async () => {
    const page = await open('/dcdn/website?domain=%22shop%22', { listWebsites: 'serverBusy' });
    expect(page.href()).toContain('/dcdn/website');
    expect(screen.getByRole('heading', { level: 1, name: 'Websites' })).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toHaveValue('shop');
    expect(screen.getByRole('button', { name: 'Add website' })).toBeInTheDocument();
    await expectFailureInFrame('系统繁忙，请稍后再试');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('IP sets: the heading and the typed address stay', async () => {
    const page = await open('/dcdn/ipset?address=%2249.233%22', { listWebsites: 'serverBusy' });
    expect(page.href()).toContain('/dcdn/ipset');
    expect(screen.getByRole('heading', { level: 1, name: 'IP sets' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address or domain')).toHaveValue('49.233');
    await expectFailureInFrame('系统繁忙，请稍后再试');
  });

  it('policies and rules: the heading and Back to websites stay', async () => {
    const page = await open('/dcdn/websiteRules?id=3101', { listWebsitePolicies: 'notFound' });
    expect(page.href()).toContain('/dcdn/websiteRules');
    expect(screen.getByRole('heading', { level: 1, name: /Policies and rules/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to websites' })).toBeInTheDocument();
    await expectFailureInFrame('网站不存在');
  });

  it('policies and rules: a failed rule list leaves the policies', async () => {
    await open('/dcdn/websiteRules?id=3101&policy=7004', { listWebsiteRules: 'notFound' });
    await expectFailureInFrame('策略不存在');
    expect(screen.getByText('登录接口限速')).toBeInTheDocument();
  });

  it('dashboards: the heading, the sites and the time range stay', async () => {
    const page = await open('/dcdn/dashboards', { getWebsiteStatistics: 'serverBusy' });
    expect(page.href()).toContain('/dcdn/dashboards');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sites' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Time range' })).toBeInTheDocument();
    await expectFailureInFrame('统计服务繁忙，请稍后再试');
  });
});
