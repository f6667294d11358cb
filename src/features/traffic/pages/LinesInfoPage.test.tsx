// The lines screen through its route, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

// A customer holding lines info (the harness's default customer does not).
const asCustomer = { permissions: ['portal:linesinfo:view:*'] };

afterEach(() => vi.restoreAllMocks());

type LineBody = { account: string; lineCode: string; startTime: string; endTime: string };
const areaCodes = () => screen.getAllByTestId(/^area-/).map((row) => row.dataset.testid?.slice(5));

describe('lines info page', () => {
  it("charts the account's default line and lists usage, SD-WAN links and areas", async () => {
    const page = await renderRoute('/cdn/linesinfo', asCustomer);
    expect(await screen.findByRole('img', { name: '线路带宽' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '线路' })).toHaveValue('BJ-CT-01');
    const sent = page.sentTo('getLineBandwidthData')[0]?.body as LineBody;
    expect(sent).toMatchObject({ account: 'CDN1024', lineCode: 'BJ-CT-01' });
    expect(sent.startTime).toMatch(/ 00:00:00$/);
    expect(page.sentTo('getLineInitOptions')[0]?.body).toEqual({ account: 'CDN1024' });
    expect(await screen.findByTestId('line-usage-SH-CM-01')).toHaveTextContent('11.92 Gbps');
    expect(await screen.findByTestId('sdwan-SDWAN-SH-CD-01')).toHaveTextContent('降级');
    expect(screen.getByTestId('sdwan-SDWAN-GZ-WH-01')).toHaveTextContent('中断');
    expect(await screen.findByTestId('area-BJ')).toHaveTextContent('116.40° E, 39.90° N');
    expect(areaCodes()).toHaveLength(6);
  });

  it('charts another line and keeps it in the URL', async () => {
    const page = await renderRoute('/cdn/linesinfo', asCustomer);
    await screen.findByRole('img', { name: '线路带宽' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '线路' }), 'SH-CM-01');
    await waitFor(() => expect(page.search().line).toBe('SH-CM-01'));
    await waitFor(() =>
      expect((page.sentTo('getLineBandwidthData').at(-1)?.body as LineBody).lineCode).toBe('SH-CM-01'),
    );
    expect(page.href()).toBe('/cdn/linesinfo?line=SH-CM-01');
  });

  it('filters the areas by code or address through the URL', async () => {
    const page = await renderRoute('/cdn/linesinfo', asCustomer);
    await screen.findByTestId('area-BJ');
    await fill(screen.getByLabelText('筛选区域'), '成都');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search().area).toBe('成都'));
    expect(areaCodes()).toEqual(['CD']);
    await userEvent.clear(screen.getByLabelText('筛选区域'));
    await fill(screen.getByLabelText('筛选区域'), '广州');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search().area).toBe('广州'));
    expect(areaCodes()).toEqual(['GZ']);
    expect(page.sentTo('listLineAreas')).toHaveLength(1);
  });

  it('asks for a whole past day and shows the chosen one from a reloaded URL', async () => {
    const page = await renderRoute('/cdn/linesinfo?line=GZ-CT-01&range=yesterday&area=XA', asCustomer);
    await screen.findByRole('img', { name: '线路带宽' });
    const sent = page.sentTo('getLineBandwidthData')[0]?.body as LineBody;
    expect(sent.lineCode).toBe('GZ-CT-01');
    expect(sent.endTime).toBe(`${sent.startTime.slice(0, 10)} 23:55:00`);
    expect(await screen.findByTestId('area-XA')).toBeInTheDocument();
    expect(areaCodes()).toEqual(['XA']);
  });

  it('says so when a filter matches no area, and when a period has no line usage', async () => {
    await renderRoute('/cdn/linesinfo?area=zzz', { ...asCustomer, api: { getLineStaticData: 'empty' } });
    expect(await screen.findByText('没有匹配的区域')).toBeInTheDocument();
    expect(await screen.findByText('此时段没有线路用量')).toBeInTheDocument();
  });

  it("says 'An unknown error' where the curve is refused without a message; the rest still shows", async () => {
    await renderRoute('/cdn/linesinfo', { ...asCustomer, api: { getLineBandwidthData: 'emptyMessage' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未知错误');
    expect(await screen.findByTestId('area-BJ')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('says the account has no SD-WAN line as a state, without an error box or Try again', async () => {
    await renderRoute('/cdn/linesinfo', { ...asCustomer, api: { getSdwanLineData: 'noSdwan' } });
    expect(await screen.findByTestId('sdwan-not-subscribed')).toHaveTextContent('该账号未开通 SD-WAN 线路');
    await screen.findByTestId('area-BJ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '线路带宽' })).toBeInTheDocument();
  });
});
