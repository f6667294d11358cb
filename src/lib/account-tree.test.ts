import { describe, expect, it } from 'vitest';
import {
  accountOfValue,
  accountPickerTree,
  accountsForQuery,
  checkState,
  filterAccountTree,
  leafValues,
  toggleAccount,
  type AccountOption,
  type AccountTreeUser,
} from './account-tree';

const node = (value: string, title: string, children: AccountTreeUser['treeData'] = []) => ({ value, title, children });

// The contract's login examples (openapi/areas/session.yaml), as the session stores them.
const customer: AccountTreeUser = {
  account: 'CDN1024',
  accountName: '星河视频',
  treeData: [node('CDN1024_01', '星河视频华东'), node('CDN1024_02', '星河视频华南')],
  account_all: 'CDN1024,CDN1024_01,CDN1024_02',
};
const superadmin: AccountTreeUser = {
  account: 'CDN0001',
  accountName: '云视加速运营中心',
  treeData: [node('CDN1024', '星河视频', [node('CDN1024_01', '星河视频华东')]), node('CDN2048', '北辰电商')],
  account_all: 'CDN0001,CDN1024,CDN1024_01,CDN2048',
};
const subAccount: AccountTreeUser = {
  account: 'CDN1024_01',
  accountName: '星河视频华东',
  treeData: [],
  account_all: 'CDN1024_01',
};

/** The tree as indented lines, so a case reads like the picker looks. */
const outline = (options: readonly AccountOption[], depth = 0): string[] =>
  options.flatMap((o) => [
    `${'  '.repeat(depth)}${o.title} ${o.value}${o.direct ? ' (direct)' : ''}`,
    ...outline(o.children, depth + 1),
  ]);

describe('accountPickerTree', () => {
  it.each([
    [
      'a customer: the direct-domain entry first, then the domain groups',
      customer,
      false,
      ['直属域名 CDN1024@+@ (direct)', '星河视频华东 CDN1024_01', '星河视频华南 CDN1024_02'],
    ],
    [
      'a super role: every account, a direct entry under each account with sub-accounts',
      superadmin,
      true,
      [
        '直属域名 CDN0001@+@ (direct)',
        '星河视频 CDN1024',
        '  直属域名 CDN1024@+@ (direct)',
        '  星河视频华东 CDN1024_01',
        '北辰电商 CDN2048',
      ],
    ],
    ['a sub-account without groups: just its own account', subAccount, false, ['星河视频华东 CDN1024_01']],
    [
      'another role: only the accounts of account_all',
      { ...superadmin, account_all: 'CDN0001,CDN2048' },
      false,
      ['直属域名 CDN0001@+@ (direct)', '北辰电商 CDN2048'],
    ],
    [
      'a tree already holding a direct entry: not added twice',
      { ...customer, treeData: [node('CDN1024@+@', '直属域名'), ...customer.treeData] },
      false,
      ['直属域名 CDN1024@+@ (direct)', '星河视频华东 CDN1024_01', '星河视频华南 CDN1024_02'],
    ],
  ])('%s', (_name, user, seesAll, expected) => {
    expect(outline(accountPickerTree(user, seesAll))).toEqual(expected);
  });
});

describe('filterAccountTree', () => {
  const tree = accountPickerTree(superadmin, true);
  const english = (o: AccountOption) => (o.direct ? 'Direct domains' : o.title);
  it.each([
    ['nothing typed keeps everything', '  ', outline(tree)],
    ['a leaf keeps its ancestors', '华东', ['星河视频 CDN1024', '  星河视频华东 CDN1024_01']],
    [
      'a parent keeps its subtree',
      '星河视频 ',
      ['星河视频 CDN1024', '  直属域名 CDN1024@+@ (direct)', '  星河视频华东 CDN1024_01'],
    ],
    ['the value matches, ignoring case', 'cdn2048', ['北辰电商 CDN2048']],
    [
      'the shown label matches',
      'direct',
      ['直属域名 CDN0001@+@ (direct)', '星河视频 CDN1024', '  直属域名 CDN1024@+@ (direct)'],
    ],
    ['no match', 'nothing-like-this', []],
  ])('%s', (_name, text, expected) => {
    expect(outline(filterAccountTree(tree, text, english))).toEqual(expected);
  });
});

describe('picking', () => {
  const tree = accountPickerTree(superadmin, true);
  const group = tree[1] as AccountOption; // 星河视频 CDN1024 with its direct entry and one sub-account

  it('reads the leaves', () => {
    expect(leafValues(tree)).toEqual(['CDN0001@+@', 'CDN1024@+@', 'CDN1024_01', 'CDN2048']);
  });

  it.each([
    ['nothing picked', [], false],
    ['one leaf of two', ['CDN1024_01'], 'indeterminate'],
    ['every leaf', ['CDN1024@+@', 'CDN1024_01'], true],
    ['leaves elsewhere only', ['CDN2048'], false],
  ] as const)('a parent with %s', (_name, picked, expected) => {
    expect(checkState(group, picked)).toBe(expected);
  });

  it.each([
    ['ticking a parent adds its leaves', ['CDN2048'], group, true, ['CDN2048', 'CDN1024@+@', 'CDN1024_01']],
    ['ticking a parent keeps picked leaves once', ['CDN1024_01'], group, true, ['CDN1024_01', 'CDN1024@+@']],
    ['unticking a parent drops its leaves only', ['CDN1024@+@', 'CDN2048', 'CDN1024_01'], group, false, ['CDN2048']],
    ['ticking a leaf', [], group.children[0] as AccountOption, true, ['CDN1024@+@']],
  ])('%s', (_name, picked, option, checked, expected) => {
    expect(toggleAccount(option, picked, checked)).toEqual(expected);
  });
});

describe('accountsForQuery', () => {
  const superTree = accountPickerTree(superadmin, true);
  const customerTree = accountPickerTree(customer, false);
  it.each([
    [
      'picked leaves, in tree order, direct values unchanged',
      superTree,
      ['CDN2048', 'CDN1024@+@'],
      true,
      ['CDN1024@+@', 'CDN2048'],
    ],
    ['nothing picked by a super role: all', superTree, [], true, []],
    [
      'nothing picked by a customer: every own account',
      customerTree,
      [],
      false,
      ['CDN1024@+@', 'CDN1024_01', 'CDN1024_02'],
    ],
    [
      'a value outside the tree (edited URL) is dropped',
      customerTree,
      ['CDN2048', 'CDN1024_02'],
      false,
      ['CDN1024_02'],
    ],
    [
      'only values outside the tree: every own account',
      customerTree,
      ['CDN2048'],
      false,
      ['CDN1024@+@', 'CDN1024_01', 'CDN1024_02'],
    ],
  ])('%s', (_name, tree, picked, seesAll, expected) => {
    expect(accountsForQuery(tree, picked, seesAll)).toEqual(expected);
  });

  it.each([
    ['CDN1024@+@', 'CDN1024'],
    ['CDN1024', 'CDN1024'],
  ])('the account of %s is %s', (value, account) => {
    expect(accountOfValue(value)).toBe(account);
  });
});
