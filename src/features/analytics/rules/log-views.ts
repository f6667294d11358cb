// The log analysis views (000 §7) and the sub-permissions that open them (002 §6): top, hit, client, source,
// status, ip, distribution. A user sees the views they hold; the first held, in this order, is the default
// tab. Each view's call names its sub-permission in the contract (x-permission portal:analysis:view:{item}),
// so "holds the view" is "may make its call".
import type { OperationId } from '@/api/generated/operations';
import { canCall, type PermissionHolder } from '@/api/permissions';
import { LOG_VIEWS, type LogView } from '../search';

export type { LogView };

export const LOG_VIEW_CALLS = {
  top: 'getAnalysisUrlTop',
  hit: 'getAnalysisHitRate',
  client: 'getAnalysisClientSide',
  source: 'getAnalysisSource',
  status: 'getAnalysisStatusCode',
  ip: 'getAnalysisIndependentIp',
  distribution: 'getAnalysisUserDistribution',
} as const satisfies Record<LogView, OperationId>;

/** The views the user holds, in the specification's order. */
export const heldLogViews = (user: PermissionHolder): LogView[] =>
  LOG_VIEWS.filter((view) => canCall(user, LOG_VIEW_CALLS[view]));

/** The tab shown: the one asked for when held, else the first held, else none. */
export function activeLogView(held: readonly LogView[], asked: LogView | undefined): LogView | undefined {
  return asked !== undefined && held.includes(asked) ? asked : held[0];
}
