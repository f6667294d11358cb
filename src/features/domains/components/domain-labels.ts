// Readable names of the domain fields' values the list draws, in the user's language (the rest of the configuration's
// are in config-labels.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const typeLabels: Record<string, MessageDescriptor> = {
  download: msg`Download`,
  vod: msg`VOD`,
  static: msg`Static`,
  live_push: msg`Live push`,
  live_pull: msg`Live pull`,
};
// 'Scope' of a domain is where it is accelerated (加速区域); a certificate's scope is whose certificates are listed.
export const scopeTitle = msg({ message: 'Scope', context: 'where a domain is accelerated' });
export const scopeLabels: Record<string, MessageDescriptor> = {
  cn: msg`Mainland China`,
  abroad: msg`Outside mainland China`,
  all: msg`Global`,
};
export const protocolLabels: Record<string, MessageDescriptor> = {
  match: msg`Match client`,
  http: msg`HTTP`,
  https: msg`HTTPS`,
};
export const statusLabels: Record<string, MessageDescriptor> = {
  enabled: msg`Enabled`,
  disabled: msg`Disabled`,
  frozen: msg`Frozen`,
};
export const operationLabels: Record<string, MessageDescriptor> = {
  configured: msg`Configured`,
  configuring: msg`Configuring`,
};
