import { describe, expect, it } from 'vitest';
import { orderScreens } from '@/api/screens';
import { accessPreview, emptyGrid, gridOf, permissionsOf, type PermissionGrid } from './permission-grid';

const grid = (patch: Partial<PermissionGrid>): PermissionGrid => ({ ...emptyGrid(), ...patch });
// The table the shell builds: the screens as their route files declare them.
const screens = orderScreens([
  { path: '/cdn/newoverview', meta: { title: { id: 'Overview' }, permission: { module: 'overview' } } },
  { path: '/page/certificateUpload', meta: { title: { id: 'Certificates' }, permission: { module: 'certificate' } } },
  ...(['overviewHost', 'cloudHostList', 'specialHostList'] as const).map((name) => ({
    path: `/cdn/${name}`,
    meta: { title: { id: name }, permission: { module: 'cloud' } },
  })),
  ...(
    [
      ['user', 'user'],
      ['usersetting', 'person'],
      ['userAccount', 'account'],
      ['bill', 'bill'],
    ] as const
  ).map(([name, module]) => ({ path: `/page/${name}`, meta: { title: { id: name }, permission: { module } } })),
]);

describe('permission grid', () => {
  it.each([
    [[], {}],
    [['portal:bill:view:*'], { bill: 'view' }],
    [['portal:bill:view:*', 'portal:bill:operation:*'], { bill: 'operation' }],
    [['portal:certificate:operation:upload'], { certificate: 'operation' }],
    [['portal:imperva:view:website'], {}],
  ] as const)('reads %j', (permissions, expected) => {
    expect(gridOf(permissions)).toEqual(grid(expected));
  });

  it('reads portal:* as operation everywhere', () => {
    expect(Object.values(gridOf(['portal:*']))).toEqual(Object.values(emptyGrid()).map(() => 'operation'));
  });

  it.each([
    [grid({ overview: 'view', bill: 'operation' }), [], ['portal:overview:view:*', 'portal:bill:operation:*']],
    [
      grid({ apiOpen: 'view' }),
      ['portal:imperva:view:website'],
      ['portal:apiOpen:view:*', 'portal:imperva:view:website'],
    ],
    [
      grid({ certificate: 'view' }),
      ['portal:certificate:operation:upload'],
      ['portal:certificate:view:*', 'portal:certificate:operation:upload'],
    ],
    [grid({}), ['portal:certificate:operation:upload', 'portal:*'], []],
  ] as const)('writes %j over %j', (value, previous, expected) => {
    expect(permissionsOf(value, previous)).toEqual(expected);
  });

  it.each([
    [[], [], '/newwelcome'],
    [['portal:overview:view:*'], ['cdn'], '/cdn/newoverview'],
    [['portal:bill:view:*', 'portal:person:operation:*'], ['page'], '/page/usersetting'],
    [['portal:cloud:view:*', 'portal:user:operation:*'], ['cdn', 'page'], '/cdn/overviewHost'],
    [['portal:apiOpen:view:*'], [], '/newwelcome'],
  ])('%j gets sections %j and lands on %s', (permissions, sections, landing) => {
    expect(accessPreview(permissions, screens)).toEqual({ sections, landing });
  });
});
