// How a website spreads its requests over its origins (002 §3.6), named as the list and the form word it. A
// module of its own, apart from the form's checks: the website list shows the mode, and importing it from the
// form's rules would bring zod and the form library into the list's first paint.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoadBalanceMode } from '../types';

export const LOAD_BALANCE_MODES: readonly LoadBalanceMode[] = [
  'leastPendingRequests',
  'random',
  'leastOpenConnections',
  'sourceIpHash',
  'weighted',
];

export const loadBalanceLabels: Record<LoadBalanceMode, MessageDescriptor> = {
  leastPendingRequests: msg`Least pending requests`,
  random: msg`Random`,
  leastOpenConnections: msg`Least open connections`,
  sourceIpHash: msg`Source IP hash`,
  weighted: msg`Weighted`,
};
