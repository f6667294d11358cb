// How a run names an operation and the backend it checked, the same in every mode (examples, traffic).
import { areaOf } from './plan.mjs';

/** The operation as a result names it. */
export const describeOperation = ({ route, method, op }) => ({
  operationId: op.operationId,
  area: areaOf(op),
  method: method.toUpperCase(),
  path: route,
  kind: op['x-kind'],
});

/** The backend's URL as printed and reported: without a user and password it may carry. */
export function shownUrl(backend) {
  const url = new URL(backend);
  url.username = '';
  url.password = '';
  return url.href.replace(/\/$/, '');
}
