// Every screen follows a language switch made while it is open: what its cells say from the row's values (a
// status, a type, an action) is read in Chinese, in English after the header's switch and in Chinese again after
// switching back, without a reload. A row says what to read on the screen and its texts in each language; a
// screen of the route table must have a row or be listed below with the reason it has none, so a new screen
// cannot be left out unnoticed.
import { screen, waitFor, within } from '@testing-library/react';
import { Chart } from 'chart.js';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@/api/generated/operations';
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
  /**
   * Who is signed in (default: the superadmin, who holds every screen). A list read for the user's own account
   * answers that account's items: the superadmin's own holds none, so such a screen signs in as the customer.
   */
  user?: MockUser;
  /** The user's permission list in place of the example's, where the customer lacks the screen's. */
  permissions?: readonly string[];
  /** The contract's examples to answer with, where the success example holds none of the screen's rows. */
  api?: Partial<Record<OperationId, string>>;
  /** Read in turn on one open screen. */
  words?: Words[];
  /** Checks the words above cannot say, each on a screen opened for it. */
  own?: Record<string, () => Promise<void>>;
}

const byTestId = (id: string) => () => screen.findByTestId(id);

// The overview's bandwidth chart: the caption of its marks is the element the canvas names as its description.
const caption = async () => {
  const canvas = (await screen.findAllByRole('img'))[0] as HTMLCanvasElement;
  return document.getElementById(canvas.getAttribute('aria-describedby') ?? '') ?? document.body;
};

// The names a screen's charts draw on their canvas (their series' and their categories'), read from chart.js:
// the canvas holds no text to read.
const chartNames = async () =>
  (await screen.findAllByRole('img')).flatMap((element) => {
    const chart = element instanceof HTMLCanvasElement ? Chart.getChart(element) : undefined;
    if (!chart) return [];
    const categories = (chart.data.labels ?? []).filter((label) => typeof label === 'string');
    return [...chart.data.datasets.map((set) => set.label), ...categories];
  });

/** The charts name these in each language (and none of the other's) after each switch. */
const chartsFollowLanguage = (zh: string[], en: string[]) => async () => {
  const names = async (shown: string[], gone: string[]) =>
    waitFor(async () => {
      const drawn = await chartNames();
      expect(drawn).toEqual(expect.arrayContaining(shown));
      for (const name of gone) expect(drawn).not.toContain(name);
    });
  await names(zh, en);
  await switchLanguage('en');
  await names(en, zh);
  await switchLanguage('zh');
  await names(zh, en);
};

/** The check of a row whose charts name these. */
const chartsNamed = (zh: string[], en: string[]) => ({
  "names its charts' series in English and back": chartsFollowLanguage(zh, en),
});

/** A table by its name, which follows the language too. */
const tableNamed = (zh: string, en: string) => () =>
  screen.findByRole('table', { name: new RegExp(`^(${zh}|${en})$`) });

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

// The two offline analysis screens ask for domains first: each is opened with one chosen, so the query runs
// and its request view shows (the split by domain as a table, the curves and the pie).
const offlineAnalysis = (name: string, path: ScreenPath): Row => ({
  screen: name,
  open: `${path}?domains=${encodeURIComponent(JSON.stringify(['cdn.xinghe-video.com']))}`,
  words: [
    {
      read: tableNamed('各域名请求数', 'Requests by domain'),
      zh: ['域名', '请求数', '占比'],
      en: ['Domain', 'Requests', 'Percent'],
    },
  ],
  own: chartsNamed(['请求数', '数量', '流量'], ['Requests', 'Count', 'Traffic']),
});

const rows: Partial<Record<ScreenPath, Row>> = {
  '/cdn/newoverview': {
    screen: 'the overview',
    words: [
      { read: byTestId('stat-totalFlow'), zh: ['总流量'], en: ['Total flow'] },
      { read: caption, zh: ['峰值：'], en: ['Peak: '] },
    ],
    own: chartsNamed(
      ['带宽', '上一周期', '峰值', '95 峰值'],
      ['Bandwidth', 'Previous period', 'Peak', '95th percentile'],
    ),
  },
  '/cdn/newserviceinfo': {
    screen: 'the service info',
    own: chartsNamed(['带宽', '峰值', '95 峰值', '流量'], ['Bandwidth', 'Peak', '95th percentile', 'Traffic']),
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
  '/cdn/specialHostList': {
    screen: 'the dedicated server list',
    // The success example holds virtual servers only, which this list leaves out.
    api: { listHostDetails: 'dedicatedServers' },
    words: [
      {
        read: byTestId('host-1006'),
        zh: ['已停止', '失败', '48 核 / 256 GB / 8000 GB'],
        en: ['Stopped', 'Failed', '48 cores / 256 GB / 8000 GB'],
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
  '/cdn/newanalysisOff': offlineAnalysis('the offline analysis', '/cdn/newanalysisOff'),
  '/cdn/analysisOff': offlineAnalysis('the analysis by period', '/cdn/analysisOff'),
  '/cdn/analysisOn': {
    screen: 'the online analysis',
    words: [{ read: byTestId('analysis-total'), zh: ['总请求数'], en: ['Total requests'] }],
  },
  '/cdn/analysisLog': {
    screen: 'the log analysis',
    user: 'customer',
    permissions: ['portal:analysis:view:*'],
    words: [{ read: byTestId('analysis-total'), zh: ['总请求数'], en: ['Total requests'] }],
  },
  '/cdn/prefetchTask': {
    screen: 'the prefetch task list',
    user: 'customer',
    words: [{ read: byTestId('task-pf3a91c0d2e7'), zh: ['成功'], en: ['Success'] }],
  },
  '/cdn/linesinfo': {
    screen: 'the lines info',
    words: [{ read: byTestId('sdwan-SDWAN-SH-CD-01'), zh: ['降级'], en: ['Degraded'] }],
  },
  '/cdn/customRank': {
    screen: 'the usage ranking',
    words: [
      {
        read: tableNamed('客户用量', 'Usage by customer'),
        zh: ['排名', '客户', '占比', '用量'],
        en: ['Rank', 'Customer', 'Share', 'Usage'],
      },
    ],
    own: chartsNamed(['流量'], ['Traffic']),
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
  '/dcdn/dashboards': {
    screen: 'the website dashboards',
    own: chartsNamed(['流量', '带宽', '峰值', '请求数'], ['Traffic', 'Bandwidth', 'Peak', 'Requests']),
  },
  '/ipP/ipset': {
    screen: 'the IP protection list',
    words: [{ read: byTestId('entry-10231'), zh: ['已配置', '更多'], en: ['Configured', 'More'] }],
  },
  '/ipP/dashboards': {
    screen: 'the IP dashboards',
    words: [
      { read: byTestId('alarm-88015'), zh: ['CC 攻击', '进行中'], en: ['CC attack', 'Ongoing'] },
      { read: byTestId('alarm-88012'), zh: ['已结束'], en: ['Ended'] },
    ],
    own: chartsNamed(
      ['入方向带宽', '出方向带宽', '入方向流量', '出方向流量', '其他'],
      ['Ingress bandwidth', 'Egress bandwidth', 'Ingress traffic', 'Egress traffic', 'Other'],
    ),
  },
  '/CMonit/alertRules': {
    screen: 'the alert rules',
    user: 'customer',
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
    user: 'customer',
    permissions: ['portal:cloudMonit:view:*', 'portal:cloudMonit:operation:*'],
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
  '/page/certificateDetails': {
    screen: 'the certificate details',
    open: '/page/certificateDetails?id=1001',
    words: [
      { read: byTestId('deployment-wangsu'), zh: ['部署中'], en: ['Deploying'] },
      { read: byTestId('deployment-ksyun'), zh: ['部署失败'], en: ['Deployment failed'] },
    ],
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

describe('the route table', () => {
  it('gives every screen a row, or says why it has none', () => {
    const unaccounted = landingOrder.filter((path) => !rows[path] && !noWordedCells[path]);
    expect(unaccounted, 'screens with no language row and no reason').toEqual([]);
    const twice = landingOrder.filter((path) => rows[path] && noWordedCells[path]);
    expect(twice, 'screens both with a row and listed without one').toEqual([]);
  });
});

const opened = (path: ScreenPath, row: Row) =>
  renderRoute(row.open ?? path, {
    user: row.user ?? 'superadmin',
    permissions: row.permissions,
    language: 'zh',
    api: row.api,
  });

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
