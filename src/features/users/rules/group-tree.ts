// The session's account tree follows the domain-group changes (001 §3): a group is a child of the signed-in
// account, titled by its company name. The direct-domain entry ('直属域名', value '<account>@+@') is not
// stored; the account picker adds it as soon as the account has a child (src/lib/account-tree.ts).
import { sessionAccounts, type SessionUser } from '@/api/session';

export type GroupChange =
  | { kind: 'add'; identity: string; companyName: string }
  | { kind: 'edit'; identity: string; companyName: string }
  | { kind: 'delete'; identity: string };

const accountsOf = (user: SessionUser) => sessionAccounts(user);

export function withGroupChange(user: SessionUser, change: GroupChange): SessionUser {
  const { identity } = change;
  switch (change.kind) {
    case 'add':
      if (user.treeData.some((node) => node.value === identity))
        return withGroupChange(user, { ...change, kind: 'edit' });
      return {
        ...user,
        treeData: [...user.treeData, { value: identity, title: change.companyName, children: [] }],
        account_all: [...accountsOf(user), identity].join(','),
      };
    case 'edit':
      return {
        ...user,
        treeData: user.treeData.map((node) =>
          node.value === identity ? { ...node, title: change.companyName } : node,
        ),
      };
    case 'delete':
      return {
        ...user,
        treeData: user.treeData.filter((node) => node.value !== identity),
        account_all: accountsOf(user)
          .filter((account) => account !== identity)
          .join(','),
      };
  }
}
