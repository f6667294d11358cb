// The provisioning statuses the provider gives protected IPs and protected websites alike (002 §4; the website
// codes follow IP protection's, inferred in the contract): 1 pending confirmation, 2 configured, 3 disabled,
// 4 configuring, 5 pending origin check, 6 disabling. Which action each allows is each area's own rule.
export type ProvisioningStatus = 1 | 2 | 3 | 4 | 5 | 6;

export const PROVISIONING_STATUSES: readonly ProvisioningStatus[] = [1, 2, 3, 4, 5, 6];

export const isProvisioningStatus = (status: number): status is ProvisioningStatus =>
  (PROVISIONING_STATUSES as readonly number[]).includes(status);

/**
 * Statuses that change by themselves (the provider confirms, applies, checks, stops): a list asks again until
 * everything has settled in configured or disabled.
 */
export const isTransient = (status: number) => status !== 2 && status !== 3;

export const hasTransient = (items: readonly { status: number }[]) => items.some((item) => isTransient(item.status));
