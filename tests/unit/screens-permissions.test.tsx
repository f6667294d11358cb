// Who sees what of each screen: opened by a customer holding exactly some permissions (002 §6), a screen shows
// its reads and no write control with its view permission only; the operation permission adds its write
// controls; one item of a module opens its own screen or action and no other. A row per screen of the route
// table holds its view-only case and its single-item cases, and a screen with no row fails the suite.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@/api/generated/operations';
import { landingOrder } from '@/api/screens';
import { heading, openAs, writeControls } from '../permission-views';

type ScreenPath = (typeof landingOrder)[number];
type Page = Awaited<ReturnType<typeof openAs>>;

/** One set of permissions and what the screen shows to a customer holding exactly those. */
interface Case {
  holding: string[];
  /** The address to open (default: the row's). */
  open?: string;
  /** The screen's heading. */
  heading?: string;
  /** An element of the screen's first read (by test id), and a text it carries. */
  shows?: string;
  showsText?: string;
  /** The screen's reads: at least one request to one of them is sent. */
  reads?: OperationId[];
  /** The write controls (the row's `writes`): none unless offered. */
  writes?: 'offered';
  /** Where the customer is once the screen settled (a screen this holding does not open sends them on). */
  landsOn?: ScreenPath;
  /** A screen this holding does not open: going there leaves the customer where they are. */
  notOpens?: ScreenPath;
  /** Reads never sent, even after trying the screen that is not opened. */
  notReads?: OperationId[];
  /** What the case shows beyond the above. */
  more?: (page: Page) => Promise<void>;
}

interface Row {
  /** How the tests name the screen. */
  screen: string;
  /** The address to open, where the screen needs a choice in it (default: its path). */
  open?: string;
  /** The screen's write controls, each named once (default: none of Add, Edit or Delete, a read-only screen). */
  writes?: RegExp;
  view: Case;
  /** The operation permission and single items, each by what it shows. */
  items?: Record<string, Case>;
}

const READ_ONLY = /^(Add|Edit|Delete)$/;

const rowOf = async (id: string) => within(await screen.findByTestId(id));

const CERTIFICATE_WRITES = /^(Upload|Edit|Delete|Bind domains|Clear)$/;
const MONITORING_WRITES = /^(Add alert rule|Add contact|Add group|Edit|Delete|Enable|Disable|Send a test message)$/;
const PURGE_WRITES = /^(Submit|Push in \d+ batches)$/;
const USER_WRITES = /^(New user|Add|Edit|Delete|Enable|Disable|Change password)$/;
const IMPERVA_WRITES = /^(Add website|Edit|Enable|Disable|Check configuration)$/;

const rows: Partial<Record<ScreenPath, Row>> = {
  '/cdn/newoverview': {
    screen: 'the overview',
    view: {
      holding: ['portal:overview:view:*'],
      heading: 'Overview',
      shows: 'stat-totalFlow',
      reads: ['getOverviewTraffic'],
    },
  },
  '/cdn/newserviceinfo': {
    screen: 'the service info',
    view: {
      holding: ['portal:serviceinfo:view:*'],
      heading: 'Service info',
      reads: ['getServiceInfoTraffic'],
      landsOn: '/cdn/newserviceinfo',
    },
  },
  '/cdn/domain': {
    screen: 'the domain list',
    writes: /^(Add domain|Settings|Delete)$/,
    view: {
      holding: ['portal:domain:view:*'],
      shows: 'domain-50101',
      showsText: 'cdn.xinghe-video.com',
      reads: ['searchDomains'],
    },
    items: {
      'operation: the domains with their write controls': {
        holding: ['portal:domain:operation:*'],
        shows: 'domain-50101',
        writes: 'offered',
      },
    },
  },
  '/cdn/overviewHost': {
    screen: 'the host overview',
    writes: /^Rename/,
    view: { holding: ['portal:cloud:view:*'], heading: 'Host overview', shows: 'host-1004', reads: ['listVpsHosts'] },
    items: {
      'operation: the hosts with their rename': {
        holding: ['portal:cloud:operation:*'],
        shows: 'host-1004',
        writes: 'offered',
      },
    },
  },
  '/cdn/cloudHostList': {
    screen: 'the cloud host list',
    writes: /^Rename/,
    view: { holding: ['portal:cloud:view:*'], shows: 'host-1002', reads: ['listHostDetails'] },
    items: {
      'operation: the hosts with their rename': {
        holding: ['portal:cloud:operation:*'],
        shows: 'host-1002',
        writes: 'offered',
      },
    },
  },
  // Read-only: neither the view nor the operation permission offers a write here.
  '/cdn/specialHostList': {
    screen: 'the dedicated servers',
    view: { holding: ['portal:cloud:view:*'], heading: 'Dedicated servers', reads: ['listHostDetails'] },
  },
  '/cdn/newurlPush': {
    screen: 'the URL purge',
    writes: PURGE_WRITES,
    view: { holding: ['portal:purge:view:*'], heading: 'URL purge' },
    items: {
      'operation: the push': { holding: ['portal:purge:operation:*'], heading: 'URL purge', writes: 'offered' },
    },
  },
  '/cdn/newdirPush': {
    screen: 'the directory purge',
    writes: PURGE_WRITES,
    view: { holding: ['portal:purge:view:*'], heading: 'Directory purge' },
    items: {
      'operation: the push': { holding: ['portal:purge:operation:*'], heading: 'Directory purge', writes: 'offered' },
    },
  },
  '/cdn/newsearchTask': {
    screen: 'the purge task list',
    writes: PURGE_WRITES,
    view: {
      holding: ['portal:purge:view:*'],
      shows: 'task-rf9c086a61ac',
      reads: ['queryRefreshTasks', 'queryPurgeTasks'],
    },
  },
  '/cdn/newlog': {
    screen: 'the log download',
    view: {
      holding: ['portal:log:view:*'],
      heading: 'Log download',
      shows: 'log-lg5d0e61a2c4',
      reads: ['searchLogFiles'],
      // Downloading a log file is a read: the view permission offers it.
      more: async () =>
        expect((await rowOf('log-lg5d0e61a2c4')).getByRole('button', { name: 'Download' })).toBeInTheDocument(),
    },
  },
  '/cdn/newanalysisOff': {
    screen: 'the offline analysis',
    view: { holding: ['portal:analysis:view:*'], heading: 'Offline analysis', reads: ['getAnalysisInitOptions'] },
  },
  '/cdn/analysisOff': {
    screen: 'the analysis by period',
    view: { holding: ['portal:analysis:view:*'], heading: 'Analysis by period', reads: ['getAnalysisInitOptions'] },
  },
  '/cdn/analysisOn': {
    screen: 'the online analysis',
    view: {
      holding: ['portal:analysis:view:*'],
      heading: 'Online analysis',
      shows: 'analysis-total',
      reads: ['countOnline'],
    },
    items: {
      // The init options are declared portal:analysis:view:*, which one view item of the module satisfies.
      'the top item: the online analysis with the domain choices of the init options': {
        holding: ['portal:analysis:view:top'],
        heading: 'Online analysis',
        more: (page) => waitFor(() => expect(page.sentTo('getAnalysisInitOptions')).toHaveLength(1)),
      },
    },
  },
  '/cdn/analysisLog': {
    screen: 'the log analysis',
    view: {
      holding: ['portal:analysis:view:*'],
      heading: 'Log analysis',
      shows: 'analysis-total',
      reads: ['getAnalysisUrlTop'],
    },
    items: {
      'the top item: log analysis on URL top, with the domains of the init options': {
        holding: ['portal:analysis:view:top'],
        heading: 'Log analysis',
        notReads: ['getAnalysisHitRate'],
        more: async (page) => {
          const views = within(await screen.findByRole('navigation', { name: 'Log analysis views' }));
          expect(views.getAllByRole('link').map((link) => link.textContent)).toEqual(['URL top']);
          await waitFor(() => expect(page.sentTo('getAnalysisUrlTop')).toHaveLength(1));
          expect(page.sentTo('getAnalysisInitOptions').length).toBeGreaterThan(0);
          const domains = new URL(page.sentTo('getAnalysisUrlTop')[0]!.url).searchParams.get('domains');
          expect(domains).toContain('xinghe-video.com');
        },
      },
    },
  },
  '/cdn/prefetchTask': {
    screen: 'the prefetch tasks',
    view: {
      holding: ['portal:prefetch:view:*'],
      heading: 'Prefetch tasks',
      shows: 'task-pf3a91c0d2e7',
      reads: ['searchPrefetchTasks'],
    },
  },
  '/cdn/prefetch': {
    screen: 'the prefetch',
    writes: PURGE_WRITES,
    view: { holding: ['portal:prefetch:view:*'], heading: 'Prefetch' },
    items: {
      'operation: the push': { holding: ['portal:prefetch:operation:*'], heading: 'Prefetch', writes: 'offered' },
    },
  },
  '/cdn/linesinfo': {
    screen: 'the lines info',
    view: {
      holding: ['portal:linesinfo:view:*'],
      heading: 'Lines info',
      reads: ['getLineStaticData'],
      landsOn: '/cdn/linesinfo',
    },
  },
  '/cdn/customRank': {
    screen: 'the usage ranking',
    view: {
      holding: ['portal:customRank:view:*'],
      heading: 'Usage ranking',
      reads: ['getCustomRank'],
      landsOn: '/cdn/customRank',
    },
    items: {
      'another traffic view: the service info, and not the ranking': {
        holding: ['portal:serviceinfo:view:*'],
        landsOn: '/cdn/newserviceinfo',
        notReads: ['getCustomRank'],
      },
    },
  },
  '/cdn/liveDomain': {
    screen: 'the live-domain list',
    view: {
      holding: ['portal:liveDomain:view:*'],
      heading: 'Live domains',
      shows: 'live-domain-live.xinghe-video.com',
      reads: ['listLiveDomains', 'queryLiveDomains'],
    },
  },
  '/dcdn/website': {
    screen: 'the website list',
    writes: IMPERVA_WRITES,
    view: { holding: ['portal:imperva:view:*'], shows: 'website-3101' },
    items: {
      'operation: the same websites with their write controls': {
        holding: ['portal:imperva:operation:*'],
        shows: 'website-3101',
        writes: 'offered',
      },
      'the website item: the websites and their read, and not the dashboards': {
        holding: ['portal:imperva:view:website'],
        shows: 'website-3101',
        reads: ['listWebsites'],
        notOpens: '/dcdn/dashboards',
      },
    },
  },
  '/dcdn/websiteRules': {
    screen: "a website's policies and rules",
    open: '/dcdn/websiteRules?id=3101',
    writes: /^(Add|Add rule|Edit|Delete|Enable|Disable)$/,
    view: {
      holding: ['portal:imperva:view:*'],
      heading: 'Policies and rules · www.xinghe-video.com',
      shows: 'rule-9101',
      reads: ['listWebsiteRules'],
    },
    items: {
      'operation: the policies and rules with their write controls': {
        holding: ['portal:imperva:operation:*'],
        shows: 'rule-9101',
        writes: 'offered',
      },
    },
  },
  // Read-only: neither the view nor the operation permission offers a write here.
  '/dcdn/ipset': {
    screen: 'the IP sets',
    view: {
      holding: ['portal:imperva:view:*'],
      heading: 'IP sets',
      shows: 'origin-117.50.12.66',
      reads: ['listWebsites'],
    },
  },
  '/dcdn/dashboards': {
    screen: 'the website dashboards',
    writes: IMPERVA_WRITES,
    view: { holding: ['portal:imperva:view:*'], heading: 'Dashboards', reads: ['getWebsiteStatistics'] },
    items: {
      'the dashboards item: the dashboards and their statistics': {
        holding: ['portal:imperva:view:dashboards'],
        heading: 'Dashboards',
        reads: ['getWebsiteStatistics'],
      },
    },
  },
  '/ipP/ipset': {
    screen: 'the IP protection list',
    writes: /^(Add IP protection|Edit|Enable|Disable|Delete|Check configuration)$/,
    view: { holding: ['portal:ipP:view:*'], shows: 'entry-10231', landsOn: '/ipP/ipset' },
    items: {
      'operation: the same entries with their write controls': {
        holding: ['portal:ipP:operation:*'],
        shows: 'entry-10231',
        writes: 'offered',
      },
    },
  },
  '/ipP/dashboards': {
    screen: 'the IP dashboards',
    view: { holding: ['portal:ipP:view:*'], heading: 'IP dashboards', reads: ['getProtectedIpStatistics'] },
    items: {
      'the dashboards item: the dashboards and their reads, and not the list': {
        holding: ['portal:ipP:view:dashboards'],
        heading: 'IP dashboards',
        reads: ['getProtectedIpStatistics'],
        notOpens: '/ipP/ipset',
        notReads: ['listProtectedIps'],
      },
    },
  },
  '/CMonit/alertRules': {
    screen: 'the alert rules',
    writes: MONITORING_WRITES,
    view: { holding: ['portal:cloudMonit:view:*'], shows: 'rule-1201' },
    items: {
      'operation: the rules with their write controls': {
        holding: ['portal:cloudMonit:operation:*'],
        shows: 'rule-1201',
        writes: 'offered',
      },
    },
  },
  '/CMonit/alertContact': {
    screen: 'the alert contacts',
    writes: MONITORING_WRITES,
    view: { holding: ['portal:cloudMonit:view:*'], shows: 'contact-301' },
    items: {
      'operation: the contacts with their write controls': {
        holding: ['portal:cloudMonit:operation:*'],
        shows: 'contact-301',
        writes: 'offered',
      },
    },
  },
  '/CMonit/alertHistory': {
    screen: 'the alert history',
    writes: MONITORING_WRITES,
    view: { holding: ['portal:cloudMonit:view:*'], heading: 'Alert history', shows: 'notification-560031' },
    items: {
      'the alert history item: the history and its read, and not the rules': {
        holding: ['portal:cloudMonit:view:alertHistory'],
        shows: 'notification-560031',
        heading: 'Alert history',
        notOpens: '/CMonit/alertRules',
        notReads: ['listMonitoringRules'],
      },
    },
  },
  '/page/certificateUpload': {
    screen: 'the certificate list',
    writes: CERTIFICATE_WRITES,
    view: {
      holding: ['portal:certificate:view:*'],
      shows: 'certificate-1001',
      reads: ['listCertificatesByAccount'],
      more: async () =>
        expect((await rowOf('certificate-1001')).queryByRole('button', { name: 'Download' })).toBeNull(),
    },
    items: {
      'operation: the certificates with their write controls': {
        holding: ['portal:certificate:operation:*'],
        shows: 'certificate-1001',
        writes: 'offered',
      },
      'the download item: the list with its download, and no other action': {
        holding: ['portal:certificate:operation:download'],
        shows: 'certificate-1001',
        more: async () =>
          expect((await rowOf('certificate-1001')).getByRole('button', { name: 'Download' })).toBeInTheDocument(),
      },
    },
  },
  '/page/user': {
    screen: 'the user list',
    writes: USER_WRITES,
    view: { holding: ['portal:user:view:*'], shows: 'user-10238' },
    items: {
      'operation: the users with their write controls': {
        holding: ['portal:user:operation:*'],
        shows: 'user-10238',
        writes: 'offered',
      },
    },
  },
  '/page/usersetting': {
    screen: 'my account',
    writes: /^Change password$/,
    view: { holding: ['portal:person:view:*'], heading: 'My account' },
    items: {
      'operation: the password change': {
        holding: ['portal:person:operation:*'],
        heading: 'My account',
        writes: 'offered',
      },
    },
  },
  '/page/userAccount': {
    screen: 'the sub-accounts',
    writes: USER_WRITES,
    view: { holding: ['portal:account:view:*'], shows: 'group-CDN1024_01' },
    items: {
      'operation: the sub-accounts with their write controls': {
        holding: ['portal:account:operation:*'],
        shows: 'group-CDN1024_01',
        writes: 'offered',
      },
    },
  },
  '/page/bill': {
    screen: 'the bills',
    open: '/page/bill?start=%222026-05%22&end=%222026-10%22',
    view: {
      holding: ['portal:bill:view:*'],
      heading: 'Bills',
      shows: 'bill-month-2026-10',
      reads: ['getBillOverview'],
    },
  },
  '/page/certificateDetails': {
    screen: "a certificate's details",
    open: '/page/certificateDetails?id=1001',
    writes: CERTIFICATE_WRITES,
    view: {
      holding: ['portal:certificate:view:*'],
      heading: '星河视频主站证书',
      shows: 'bound-domains',
      reads: ['getCertificateDetails'],
    },
  },
};

describe('the route table', () => {
  it('gives every screen a row', () => {
    expect(
      landingOrder.filter((path) => !rows[path]),
      'screens with no permission row',
    ).toEqual([]);
  });
});

async function shows(path: ScreenPath, row: Row, at: Case) {
  const page = await openAs(at.open ?? row.open ?? path, at.holding);
  if (at.heading) expect(await heading(at.heading)).toBeInTheDocument();
  if (at.shows) {
    const element = await screen.findByTestId(at.shows);
    if (at.showsText) expect(element).toHaveTextContent(at.showsText);
  }
  const reads = at.reads;
  if (reads) await waitFor(() => expect(reads.flatMap((id) => page.sentTo(id)).length).toBeGreaterThan(0));
  if (at.writes === 'offered') expect(writeControls(row.writes ?? READ_ONLY).length).toBeGreaterThan(0);
  else expect(writeControls(row.writes ?? READ_ONLY)).toEqual([]);
  if (at.landsOn) await waitFor(() => expect(page.router.state.location.pathname).toBe(at.landsOn));
  if (at.notOpens) {
    const here = page.router.state.location.pathname;
    await page.router.navigate({ to: at.notOpens });
    await waitFor(() => expect(page.router.state.location.pathname).toBe(here));
  }
  for (const id of at.notReads ?? []) expect(page.sentTo(id)).toEqual([]);
  await at.more?.(page);
}

describe.each(landingOrder.flatMap((path) => (rows[path] ? [[path, rows[path]] as const] : [])))('%s', (path, row) => {
  it(`${row.screen}, view only: what it shows, and no write control`, () => shows(path, row, row.view));
  for (const [name, at] of Object.entries(row.items ?? {})) {
    it(`${row.screen}, ${name}`, () => shows(path, row, at));
  }
});
