// The resource record beside the alarm records (002 monitoring): choosing an alarm asks the metric curve of its
// domain for the searched period and draws it under the alarms; a refusal shows in the curve's place only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';

const asCustomer = { permissions: ['portal:cloudMonit:view:*'], language: 'en' as const };

async function showCurveOf(alarmId: number) {
  const row = await screen.findByTestId(`alarm-${alarmId}`);
  await userEvent.click(within(row).getByRole('button', { name: 'Show curve' }));
}

describe('resource records on alert history', () => {
  it('asks nothing until an alarm is chosen, then draws its metric of its domain with the threshold', async () => {
    const page = await renderRoute('/CMonit/alertHistory?tab=alarms', asCustomer);
    expect(page.href()).toContain('/CMonit/alertHistory');
    await screen.findByTestId('alarm-88201');
    expect(page.sentTo('listMonitoringResourceRecords')).toHaveLength(0);
    await showCurveOf(88201);
    const panel = await screen.findByTestId('resource-record');
    expect(within(panel).getByRole('heading', { name: 'Bandwidth of www.xinghe-video.com' })).toBeInTheDocument();
    expect(await within(panel).findByRole('img', { name: 'Bandwidth of www.xinghe-video.com' })).toBeInTheDocument();
    const records = page.sentTo('listMonitoringAlarmRecords')[0]?.body as Record<string, unknown>;
    expect(page.sentTo('listMonitoringResourceRecords')[0]?.body).toEqual({
      account: 'CDN1024',
      domain: 'www.xinghe-video.com',
      metric: 'bandwidth',
      startTime: records.startTime,
      endTime: records.endTime,
    });
  });

  it('shows the refusal in the curve’s place and keeps the alarms', async () => {
    await renderRoute('/CMonit/alertHistory?tab=alarms', {
      ...asCustomer,
      api: { listMonitoringResourceRecords: 'domainNotMonitored' },
    });
    await showCurveOf(88177);
    const panel = await screen.findByTestId('resource-record');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('该域名暂无监控数据');
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('alarm-88201')).toBeInTheDocument();
  });
});
