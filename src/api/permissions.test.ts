import { describe, expect, it } from 'vitest';
import { portalScreens } from '@tests/screens';
import {
  afterLogin,
  can,
  canCall,
  canOpenPath,
  landingRoute,
  menuScreens,
  redirectForPath,
  sectionLanding,
  seesAllAccounts,
  visibleSections,
} from './permissions';

const user = (...permissionList: string[]) => ({ role: 'customer', permissionList });
const screens = portalScreens();

describe('landing route: the first route of the ordered table the user holds', () => {
  it.each([
    ['portal:* lands on the overview', ['portal:*'], '/cdn/newoverview'],
    ['serviceinfo only', ['portal:serviceinfo:view:*'], '/cdn/newserviceinfo'],
    ['domain before purge', ['portal:purge:operation:*', 'portal:domain:view:*'], '/cdn/domain'],
    ['cloud hosts', ['portal:cloud:view:*'], '/cdn/overviewHost'],
    ['imperva views in their order', ['portal:imperva:view:dashboards'], '/dcdn/dashboards'],
    ['protected IP', ['portal:ipP:view:*'], '/ipP/ipset'],
    ['cloud monitoring', ['portal:cloudMonit:view:alertHistory'], '/CMonit/alertHistory'],
    [
      'certificate actions open the certificate page',
      ['portal:certificate:operation:upload'],
      '/page/certificateUpload',
    ],
    [
      'person before account in the route order',
      ['portal:account:view:*', 'portal:person:view:*'],
      '/page/usersetting',
    ],
    ['bill', ['portal:bill:view:*'], '/page/bill'],
    ['nothing lands on the 403 page', [], '/newwelcome'],
    ['an unknown shape grants nothing', ['admin', 'portal'], '/newwelcome'],
  ])('%s', (_name, permissions, landing) => {
    expect(landingRoute(user(...permissions), screens)).toBe(landing);
  });
});

describe('top navigation', () => {
  it('shows every section to portal:*', () => {
    expect(visibleSections(user('portal:*'))).toEqual(['cdn', 'dcdn', 'ipP', 'CMonit', 'page']);
  });

  it.each([
    ['liveDomain shows CDN', 'portal:liveDomain:view:*', ['cdn']],
    ['imperva shows website protection', 'portal:imperva:view:website', ['dcdn']],
    ['ipP shows protected IP', 'portal:ipP:operation:*', ['ipP']],
    ['cloudMonit shows monitoring', 'portal:cloudMonit:view:*', ['CMonit']],
    ['person shows the page area', 'portal:person:view:*', ['page']],
    ['customRank alone is not one of the CDN modules of the navigation rule', 'portal:customRank:view:*', []],
  ])('%s', (_name, permission, expected) => {
    expect(visibleSections(user(permission))).toEqual(expected);
  });
});

describe('routes and actions', () => {
  const customer = user(
    'portal:certificate:view:*',
    'portal:certificate:operation:upload',
    'portal:domain:operation:*',
  );

  it('lists the routes of a section the user may open', () => {
    expect(menuScreens(customer, screens, 'page').map((r) => r.path)).toEqual(['/page/certificateUpload']);
    expect(sectionLanding(customer, screens, 'cdn')).toBe('/cdn/domain');
  });

  it('refuses a route without its permission', () => {
    expect(canOpenPath(customer, screens, '/page/bill')).toBe(false);
    expect(canOpenPath(customer, screens, '/page/certificateDetails')).toBe(true);
    expect(canOpenPath(customer, screens, '/page/unknown')).toBe(false);
  });

  it('checks imperva views one by one', () => {
    expect(canOpenPath(user('portal:imperva:view:website'), screens, '/dcdn/ipset')).toBe(false);
    expect(canOpenPath(user('portal:imperva:view:*'), screens, '/dcdn/ipset')).toBe(true);
  });

  it.each([
    ['the exact action', 'portal:certificate:operation:upload', true],
    ['another action', 'portal:certificate:operation:del', false],
    ['view, implied by an operation permission', 'portal:certificate:view:*', true],
    ['operation on a module held with operation', 'portal:domain:operation:*', true],
    ['another module', 'portal:bill:view:*', false],
  ])('can: %s', (_name, permission, expected) => {
    expect(can(customer, permission)).toBe(expected);
  });

  it('does not let view imply operation', () => {
    expect(can(user('portal:certificate:view:*'), 'portal:certificate:operation:del')).toBe(false);
  });

  it('lets portal:* do everything', () => {
    expect(can(user('portal:*'), 'portal:apiOpen:view:*')).toBe(true);
  });

  it('lets roles beginning with super see all accounts', () => {
    expect(seesAllAccounts({ role: 'superadmin', permissionList: [] })).toBe(true);
    expect(seesAllAccounts({ role: 'superviewer', permissionList: [] })).toBe(true);
    expect(seesAllAccounts({ role: 'customer', permissionList: [] })).toBe(false);
  });
});

describe('redirectForPath', () => {
  const customer = user('portal:domain:operation:*', 'portal:certificate:view:*');

  it.each([
    ['an allowed route stays', '/page/certificateUpload', undefined],
    ['a trailing slash is the same route', '/cdn/domain/', undefined],
    ['a section goes to its first allowed route', '/page', '/page/certificateUpload'],
    ['a hidden section goes to the landing route', '/dcdn', '/cdn/domain'],
    ['a route without permission goes to the landing route', '/cdn/newoverview', '/cdn/domain'],
    ['an unknown route of a section goes to the landing route', '/cdn/nothing', '/cdn/domain'],
  ])('%s', (_name, path, expected) => {
    expect(redirectForPath(customer, screens, path)).toBe(expected);
  });
});

describe('canCall: the permission of a call comes from the contract', () => {
  it.each([
    ['a public call', [], 'login', true],
    ['a session call', [], 'logout', true],
    ['upload with its action', ['portal:certificate:operation:upload'], 'addCertificate', true],
    ['delete without its action', ['portal:certificate:operation:upload'], 'deleteCertificate', false],
    ['the all-accounts list needs the all action', ['portal:certificate:view:*'], 'listAllCertificates', false],
    ['portal:* calls anything', ['portal:*'], 'listAllCertificates', true],
  ] as const)('%s', (_name, permissions, operationId, expected) => {
    expect(canCall(user(...permissions), operationId)).toBe(expected);
  });
});

describe('afterLogin', () => {
  const customer = user('portal:domain:operation:*', 'portal:certificate:view:*');

  it.each([
    ['no path: the landing route', undefined, '/cdn/domain'],
    [
      'a screen the user may open, with its search',
      '/page/certificateUpload?scope=4&page=2',
      '/page/certificateUpload?scope=4&page=2',
    ],
    ['a screen without the permission: the landing route', '/page/bill', '/cdn/domain'],
    ['a path the portal does not have: the landing route', '/nothing/here', '/cdn/domain'],
    ['the 403 page: the landing route', '/newwelcome', '/cdn/domain'],
  ])('%s', (_name, path, expected) => {
    expect(afterLogin(customer, screens, path)).toBe(expected);
  });
});

describe('can: items of a module', () => {
  // A required `*` item is the module at that level, whichever item; a required named item is that item.
  it.each([
    ['one analysis view reads the module', ['portal:analysis:view:top'], 'portal:analysis:view:*', true],
    ['one imperva view reads the module', ['portal:imperva:view:website'], 'portal:imperva:view:*', true],
    ['one protected-IP view reads the module', ['portal:ipP:view:dashboards'], 'portal:ipP:view:*', true],
    ['an operation item reads the module', ['portal:certificate:operation:upload'], 'portal:certificate:view:*', true],
    [
      'an operation item operates the module',
      ['portal:certificate:operation:upload'],
      'portal:certificate:operation:*',
      true,
    ],
    ['a view item does not operate the module', ['portal:analysis:view:top'], 'portal:analysis:operation:*', false],
    ['a view item of another module reads nothing here', ['portal:imperva:view:website'], 'portal:ipP:view:*', false],
    ['the named view item', ['portal:analysis:view:top'], 'portal:analysis:view:top', true],
    ['another named view item', ['portal:analysis:view:top'], 'portal:analysis:view:hit', false],
    ['every named item from the module’s *', ['portal:analysis:view:*'], 'portal:analysis:view:hit', true],
    [
      'a named action from another action',
      ['portal:certificate:operation:upload'],
      'portal:certificate:operation:del',
      false,
    ],
    ['a named action from the view *', ['portal:certificate:view:*'], 'portal:certificate:operation:all', false],
    ['nothing held', [], 'portal:analysis:view:*', false],
    ['a malformed requirement', ['portal:*'], 'analysis', false],
  ])('%s', (_name, permissions, required, expected) => {
    expect(can(user(...permissions), required)).toBe(expected);
  });

  it.each([
    [
      'an analysis view item calls the module’s init options',
      ['portal:analysis:view:top'],
      'getAnalysisInitOptions',
      true,
    ],
    ['and the call of its own view', ['portal:analysis:view:top'], 'getAnalysisUrlTop', true],
    ['but not the call of another view', ['portal:analysis:view:top'], 'getAnalysisHitRate', false],
  ] as const)('canCall: %s', (_name, permissions, operationId, expected) => {
    expect(canCall(user(...permissions), operationId)).toBe(expected);
  });
});
