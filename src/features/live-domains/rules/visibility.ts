// Who sees which live domain (000 §6): the role 'superadmin' sees every one; any other user only those whose
// customer or belongDomainGroup is the user's own account. The list call answers every live domain, so this
// rule is what keeps another customer's domains off the screen.
import { seesAllLiveDomains, type PermissionHolder } from '@/api/permissions';

interface LiveDomainOwner {
  customer: string;
  belongDomainGroup: string;
}

export function visibleLiveDomains<T extends LiveDomainOwner>(
  user: PermissionHolder & { account: string },
  domains: readonly T[],
): T[] {
  if (seesAllLiveDomains(user)) return [...domains];
  return domains.filter((domain) => domain.customer === user.account || domain.belongDomainGroup === user.account);
}
