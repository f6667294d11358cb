// Host statuses (002 §3.8) in both languages: running or stopped; instance normal, abandoned, expired,
// failed, configuring. An unknown value is shown as sent.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const runStates: Record<string, { label: MessageDescriptor; palette: string }> = {
  running: { label: msg({ message: 'Running', context: 'a host that is up' }), palette: 'green' },
  stopped: { label: msg`Stopped`, palette: 'gray' },
};

export const instanceStates: Record<string, { label: MessageDescriptor; palette: string }> = {
  normal: { label: msg`Normal`, palette: 'green' },
  abandoned: { label: msg`Abandoned`, palette: 'gray' },
  expired: { label: msg`Expired`, palette: 'orange' },
  failed: { label: msg`Failed`, palette: 'red' },
  configuring: { label: msg`Configuring`, palette: 'blue' },
};
