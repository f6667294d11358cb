// Every screen follows a language switch made while it is open: what its cells say from the row's values (a
// status, a type, an action) is read in Chinese, in English after the header's switch and in Chinese again after
// switching back, without a reload. A row says what to read on the screen and its texts in each language; a
// screen of the route table must have a row or be listed below with the reason it has none, so a new screen
// cannot be left out unnoticed.
import { screen, waitFor, within } from '@testing-library/react';
import { Chart } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { landingOrder } from '@/api/screens';
import { expectFollowsLanguage } from '../language-roundtrip';
import { renderRoute, type MockUser } from '../page-harness';
import { switchLanguage } from '../switch-language';

type ScreenPath = (typeof landingOrder)[number];

/** An element of the screen and the texts it carries in each language (and not in the other). */
interface Words {
  read: () => Promise<HTMLElement>;
  zh: string[];
  en: string[];
}

interface Row {
  /** How the tests name the screen. */
  screen: string;
  /** The address to open, where the screen needs a choice in it (default: its path). */
  open?: string;
  /** Who is signed in (default: the superadmin, who sees every area's example rows). */
  user?: MockUser;
  mock?: 'remembering';
  /** Read in turn on one open screen. */
  words?: Words[];
  /** Checks the words above cannot say, each on a screen opened for it. */
  own?: Record<string, () => Promise<void>>;
}

const byTestId = (id: string) => () => screen.findByTestId(id);

// The overview's bandwidth chart: its legend is drawn on the canvas by chart.js (read from the chart), the
// caption of its marks is the element the canvas names as its description.
const bandwidthChart = async () => {
  const canvas = (await screen.findAllByRole('img'))[0] as HTMLCanvasElement;
  return { canvas, chart: Chart.getChart(canvas) };
};
const legend = async () => (await bandwidthChart()).chart?.data.datasets.map((set) => set.label);
const caption = async () => {
  const { canvas } = await bandwidthChart();
  return document.getElementById(canvas.getAttribute('aria-describedby') ?? '') ?? document.body;
};

async function legendFollowsLanguage() {
  const zh = ['带宽', '上一周期', '峰值', '95 峰值'];
  const en = ['Bandwidth', 'Previous period', 'Peak', '95th percentile'];
  await waitFor(async () => expect(await legend()).toEqual(expect.arrayContaining(zh)));
  await switchLanguage('en');
  await waitFor(async () => expect(await legend()).toEqual(expect.arrayContaining(en)));
  expect(await legend()).not.toContain('带宽');
  await switchLanguage('zh');
  await waitFor(async () => expect(await legend()).toEqual(expect.arrayContaining(zh)));
  expect(await legend()).not.toContain('Bandwidth');
}

// The domain list's cells are each one worded value (type, scope, back protocol): each text is a whole cell's.
async function domainCellsFollowLanguage() {
  const row = async () => within(await screen.findByTestId('domain-50101'));
  const zh = ['下载', '中国大陆', '协议跟随'];
  const en = ['Download', 'Mainland China', 'Match client'];
  for (const text of zh) expect((await row()).getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: '类型' })).toBeInTheDocument();

  await switchLanguage('en');
  for (const text of en) expect((await row()).getByText(text)).toBeInTheDocument();
  for (const text of zh) expect((await row()).queryByText(text)).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Type' })).toBeInTheDocument();

  await switchLanguage('zh');
  for (const text of zh) expect((await row()).getByText(text)).toBeInTheDocument();
  for (const text of en) expect((await row()).queryByText(text)).not.toBeInTheDocument();
}

const rows: Partial<Record<ScreenPath, Row>> = {
  '/cdn/newoverview': {
    screen: 'the overview',
    words: [
      { read: byTestId('stat-totalFlow'), zh: ['总流量'], en: ['Total flow'] },
      { read: caption, zh: ['峰值：'], en: ['Peak: '] },
    ],
    own: { "names the chart's series in the legend in English and back": legendFollowsLanguage },
  },
  '/cdn/domain': {
    screen: 'the domain list',
    own: { 'words its cells and headers in English and back': domainCellsFollowLanguage },
  },
  '/cdn/overviewHost': {
    screen: 'the host overview',
    words: [{ read: byTestId('host-1004'), zh: ['已过期'], en: ['Expired'] }],
  },
  '/cdn/cloudHostList': {
    screen: 'the cloud host list',
    words: [
      {
        read: byTestId('host-1002'),
        zh: ['运行中', '正常', '4 核 / 8 GB / 100 GB', '重命名'],
        en: ['Running', 'Normal', '4 cores / 8 GB / 100 GB', 'Rename'],
      },
    ],
  },
  '/cdn/newsearchTask': {
    screen: 'the purge task list',
    user: 'customer',
    words: [{ read: byTestId('task-rf9c086a61ac'), zh: ['成功'], en: ['Success'] }],
  },
  '/cdn/newlog': {
    screen: 'the log file list',
    user: 'customer',
    words: [{ read: byTestId('log-lg5d0e61a2c4'), zh: ['下载'], en: ['Download'] }],
  },
  '/cdn/analysisOn': {
    screen: 'the online analysis',
    words: [{ read: byTestId('analysis-total'), zh: ['总请求数'], en: ['Total requests'] }],
  },
  '/cdn/analysisLog': {
    screen: 'the log analysis',
    words: [{ read: byTestId('analysis-total'), zh: ['总请求数'], en: ['Total requests'] }],
  },
  '/cdn/prefetchTask': {
    screen: 'the prefetch task list',
    words: [{ read: byTestId('task-pf3a91c0d2e7'), zh: ['成功'], en: ['Success'] }],
  },
  '/cdn/linesinfo': {
    screen: 'the lines info',
    words: [{ read: byTestId('sdwan-SDWAN-SH-CD-01'), zh: ['降级'], en: ['Degraded'] }],
  },
  '/cdn/liveDomain': {
    screen: 'the live-domain list',
    words: [{ read: byTestId('live-domain-live.xinghe-video.com'), zh: ['拉流'], en: ['Pull'] }],
  },
  '/dcdn/website': {
    screen: 'the website list',
    words: [
      {
        read: byTestId('website-3101'),
        zh: ['加权', '已配置', '策略与规则'],
        en: ['Weighted', 'Configured', 'Policies and rules'],
      },
    ],
  },
  '/dcdn/websiteRules': {
    screen: "a website's rules",
    open: '/dcdn/websiteRules?id=3101',
    words: [
      {
        read: byTestId('rule-9101'),
        zh: ['安全', '已启用', '拦截请求'],
        en: ['Security', 'Enabled', 'Block the request'],
      },
    ],
  },
  '/ipP/ipset': {
    screen: 'the IP protection list',
    words: [{ read: byTestId('entry-10231'), zh: ['已配置', '更多'], en: ['Configured', 'More'] }],
  },
  '/CMonit/alertRules': {
    screen: 'the alert rules',
    words: [
      {
        read: byTestId('rule-1201'),
        zh: ['带宽 > 8 Gbps，连续 2 个周期（每周期 5 分钟）', '短信, 邮箱', '已启用'],
        en: ['Bandwidth > 8 Gbps, 2 times in a row (5 min)', 'SMS, Email', 'Enabled'],
      },
    ],
  },
  '/CMonit/alertContact': {
    screen: 'the alert contacts',
    words: [{ read: byTestId('contact-301'), zh: ['发送测试消息', '编辑'], en: ['Send test message', 'Edit'] }],
  },
  '/CMonit/alertHistory': {
    screen: 'the alert history',
    words: [
      {
        read: byTestId('notification-560031'),
        zh: ['带宽 8.63 Gbps / 8 Gbps', '短信', '已发送'],
        en: ['Bandwidth 8.63 Gbps / 8 Gbps', 'SMS', 'Sent'],
      },
    ],
  },
  '/page/certificateUpload': {
    screen: 'the certificate list',
    // The superadmin's own account holds no certificate: the list of all accounts.
    open: '/page/certificateUpload?scope=3',
    mock: 'remembering',
    words: [{ read: byTestId('certificate-1001'), zh: ['下载', '更多'], en: ['Download', 'More'] }],
  },
  '/page/user': {
    screen: 'the user list',
    words: [
      { read: byTestId('user-10238'), zh: ['2 项权限', '已启用', '编辑'], en: ['2 permissions', 'Enabled', 'Edit'] },
    ],
  },
  '/page/userAccount': {
    screen: 'the sub-accounts',
    words: [{ read: byTestId('group-CDN1024_01'), zh: ['编辑', '删除'], en: ['Edit', 'Delete'] }],
  },
  '/page/bill': {
    screen: 'the bill detail',
    open: '/page/bill?start=%222026-05%22&end=%222026-10%22',
    words: [{ read: byTestId('bill-B202610-0005'), zh: ['未支付'], en: ['Unpaid'] }],
  },
};

/** Screens whose words are all fixed (labels, headings, buttons): nothing they show is worded from a value. */
const noWordedCells: Partial<Record<ScreenPath, string>> = {
  '/cdn/newurlPush': 'a form: its labels and hints only',
  '/cdn/newdirPush': 'a form: its labels and hints only',
  '/cdn/prefetch': 'a form: its labels and hints only',
  '/page/usersetting': 'a form: its labels only',
  '/dcdn/ipset': 'the origins: addresses, ports and domains only',
};

/** Screens with worded cells that no row reads yet, each with what a row would read. */
const notCoveredYet: Partial<Record<ScreenPath, string>> = {
  '/cdn/newserviceinfo': 'its figures and the names of its charts',
  '/cdn/specialHostList': "its servers' states",
  '/cdn/newanalysisOff': 'its tables, once domains are chosen and the query has run',
  '/cdn/analysisOff': 'its tables, once domains are chosen and the query has run',
  '/cdn/customRank': 'the ranking table',
  '/dcdn/dashboards': 'its figures and the names of its charts',
  '/ipP/dashboards': 'its alarm records and the names of its charts',
  '/page/certificateDetails': "the certificate's state and details",
};

describe('the route table', () => {
  it('gives every screen a row, or says why it has none', () => {
    const unaccounted = landingOrder.filter((path) => !rows[path] && !noWordedCells[path] && !notCoveredYet[path]);
    expect(unaccounted, 'screens with no language row and no reason').toEqual([]);
    const twice = landingOrder.filter((path) => rows[path] && (noWordedCells[path] || notCoveredYet[path]));
    expect(twice, 'screens both with a row and listed without one').toEqual([]);
  });
});

const opened = (path: ScreenPath, row: Row) =>
  renderRoute(row.open ?? path, { user: row.user ?? 'superadmin', language: 'zh', mock: row.mock });

describe.each(landingOrder.flatMap((path) => (rows[path] ? [[path, rows[path]] as const] : [])))('%s', (path, row) => {
  if (row.words) {
    const words = row.words;
    it(`words ${row.screen} in English after the switch and in Chinese after switching back`, async () => {
      await opened(path, row);
      for (const { read, zh, en } of words) await expectFollowsLanguage(read, zh, en);
    });
  }
  for (const [name, check] of Object.entries(row.own ?? {})) {
    it(`${row.screen}: ${name}`, async () => {
      await opened(path, row);
      await check();
    });
  }
});
