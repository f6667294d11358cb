// Sharing a certificate with other accounts (specification 002 §4, §5.1). The sub-account scope forces
// sharing off; with sharing on, a pick is required when there are accounts to choose from, and with
// nothing to choose from the certificate is shared with all available accounts.
import { msg } from '@lingui/core/macro';
import type { AccountNode } from '@/api/session';
import { SUB_ACCOUNTS, type CertificateScope } from '@/api/certificate-scopes';

export const shareMessages = {
  pickOne: msg`Please select at least one account`,
};

export interface ShareChoice {
  shareOn: boolean;
  picked: readonly string[];
}

/** The accounts offered in the multi-select: the user's account tree, flattened. */
export function shareOptions(tree: readonly AccountNode[]): { value: string; title: string }[] {
  return tree.flatMap((node) => [{ value: node.value, title: node.title }, ...shareOptions(node.children)]);
}

/** The accounts of a comma-joined list ('' → none). */
export const splitAccounts = (joined: string | undefined) => (joined ? joined.split(',').filter(Boolean) : []);

/** Every account the user may share with: account_all without the user's own account. */
export const availableAccounts = (accountAll: string, ownAccount: string) =>
  splitAccounts(accountAll).filter((account) => account !== ownAccount && !account.includes('@+@'));

export const sharingAllowed = (scope: CertificateScope) => scope !== SUB_ACCOUNTS;

/** The error of a share choice, if any. */
export function checkShare(choice: ShareChoice, optionCount: number) {
  return choice.shareOn && optionCount > 0 && choice.picked.length === 0 ? shareMessages.pickOne : undefined;
}

/** The comma-joined shareAccount the server stores ('' when not shared). */
export function shareAccountValue(
  choice: ShareChoice,
  scope: CertificateScope,
  optionCount: number,
  available: readonly string[],
) {
  if (!sharingAllowed(scope) || !choice.shareOn) return '';
  return (optionCount === 0 ? available : choice.picked).join(',');
}
