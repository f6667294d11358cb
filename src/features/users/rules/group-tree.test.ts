import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/api/session';
import { accountPickerTree } from '@/lib/account-tree';
import { withGroupChange, type GroupChange } from './group-tree';

const user: SessionUser = {
  username: 'xinghe_ops',
  role: 'customer',
  account: 'CDN1024',
  accountName: '星河视频',
  treeData: [{ value: 'CDN1024_01', title: '星河视频华东', children: [] }],
  account_all: 'CDN1024,CDN1024_01',
  permissionList: [],
};

const summary = (next: SessionUser) => ({
  tree: next.treeData.map((node) => `${node.value}=${node.title}`),
  all: next.account_all,
});

describe('the session tree follows domain-group changes', () => {
  it.each<[string, GroupChange, ReturnType<typeof summary>]>([
    [
      'an added group joins the tree and account_all',
      { kind: 'add', identity: 'CDN1024_04', companyName: '星河视频西南' },
      { tree: ['CDN1024_01=星河视频华东', 'CDN1024_04=星河视频西南'], all: 'CDN1024,CDN1024_01,CDN1024_04' },
    ],
    [
      'adding a known identity renames it instead',
      { kind: 'add', identity: 'CDN1024_01', companyName: '华东大区' },
      { tree: ['CDN1024_01=华东大区'], all: 'CDN1024,CDN1024_01' },
    ],
    [
      'an edit renames by identity',
      { kind: 'edit', identity: 'CDN1024_01', companyName: '华东大区' },
      { tree: ['CDN1024_01=华东大区'], all: 'CDN1024,CDN1024_01' },
    ],
    ['a delete removes it', { kind: 'delete', identity: 'CDN1024_01' }, { tree: [], all: 'CDN1024' }],
  ])('%s', (_, change, expected) => {
    expect(summary(withGroupChange(user, change))).toEqual(expected);
  });

  it("the picker then offers the direct-domain entry ('直属域名', '@+@') beside the new group", () => {
    const alone = withGroupChange(user, { kind: 'delete', identity: 'CDN1024_01' });
    expect(accountPickerTree(alone, false).map((o) => o.value)).toEqual(['CDN1024']);
    const added = withGroupChange(alone, { kind: 'add', identity: 'CDN1024_05', companyName: '星河视频西北' });
    expect(accountPickerTree(added, false).map((o) => `${o.value}=${o.title}`)).toEqual([
      'CDN1024@+@=直属域名',
      'CDN1024_05=星河视频西北',
    ]);
  });
});
