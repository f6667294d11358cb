// Readable names of the domain fields' values, in the user's language.
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
export const originTypeLabels: Record<string, MessageDescriptor> = {
  ip: msg`IP`,
  domain: msg`Domain`,
  bucket: msg`Bucket`,
};
export const priorityLabels: Record<string, MessageDescriptor> = {
  primary: msg`Primary`,
  backup: msg`Backup`,
};
export const matchTypeLabels: Record<string, MessageDescriptor> = {
  suffix: msg`Suffix`,
  directory: msg`Directory`,
  path: msg`Full path`,
  all: msg`All files`,
};
export const unitLabels: Record<string, MessageDescriptor> = {
  second: msg`Seconds`,
  minute: msg`Minutes`,
  hour: msg`Hours`,
  day: msg`Days`,
};
export const listModeLabels: Record<string, MessageDescriptor> = {
  none: msg`Off`,
  white: msg`Allow list`,
  black: msg`Block list`,
};
