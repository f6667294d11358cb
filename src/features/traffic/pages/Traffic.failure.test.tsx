// A failed traffic read replaces its result only: the heading, the filters with what was chosen or typed and
// the other parts of the screen stay, with the server's message and Try again in the result's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

type Api = NonNullable<Parameters<typeof renderRoute>[1]>['api'];
const open = (url: string, api: Api) => renderRoute(url, { user: 'superadmin', language: 'en', api });

describe('traffic screens when a read fails', () => {
  it('service info: the heading and the chosen time range stay', async () => {
    const page = await open('/cdn/newserviceinfo?range=%22yesterday%22', { getServiceInfoTraffic: 'rangeTooLong' });
    expect(page.href()).toContain('/cdn/newserviceinfo');
    expect(screen.getByRole('heading', { level: 1, name: 'Service info' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await expectFailureInFrame('查询时间范围过长');
  });

  it('usage ranking: the heading and the chosen time range stay', async () => {
    const page = await open('/cdn/customRank?range=%22yesterday%22', { getCustomRank: 'rangeTooLong' });
    expect(page.href()).toContain('/cdn/customRank');
    expect(screen.getByRole('heading', { level: 1, name: 'Usage ranking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await expectFailureInFrame('查询时间范围不能超过90天');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lines info: failed line options leave the line select, the time range and the other sections', async () => {
    const page = await open('/cdn/linesinfo', { getLineInitOptions: 'noPermission' });
    expect(page.href()).toContain('/cdn/linesinfo');
    expect(screen.getByRole('heading', { level: 1, name: 'Lines info' })).toBeInTheDocument();
    expect(screen.getByLabelText('Line')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Time range' })).toBeInTheDocument();
    await expectFailureInFrame('当前账号无线路查看权限');
    expect(await screen.findByRole('table', { name: 'Line areas' })).toBeInTheDocument();
  });

  it('lines info: failed areas keep their filter with the typed text', async () => {
    await open('/cdn/linesinfo?area=%22SH%22', { listLineAreas: 'serverBusy' });
    expect(screen.getByRole('heading', { name: 'Line areas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filter areas')).toHaveValue('SH');
    await expectFailureInFrame('系统繁忙，请稍后再试');
  });

  it('lines info: failed line usage leaves the chart and the areas', async () => {
    await open('/cdn/linesinfo', { getLineStaticData: 'invalidTimeRange' });
    expect(screen.getByRole('heading', { name: '5-minute line usage' })).toBeInTheDocument();
    await expectFailureInFrame('开始时间不能晚于结束时间');
    expect(await screen.findByRole('img', { name: 'Line bandwidth' })).toBeInTheDocument();
  });
});
