// The permission modules' names in both languages, for the grid and its preview.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PermissionLevel, PermissionModule } from '../rules/permission-grid';

export const moduleLabels: Record<PermissionModule, MessageDescriptor> = {
  overview: msg`Overview`,
  serviceinfo: msg`Service info`,
  domain: msg`Domains`,
  purge: msg`Purge`,
  prefetch: msg`Prefetch`,
  log: msg`Logs`,
  certificate: msg`Certificates`,
  user: msg`Users`,
  account: msg`Sub-accounts`,
  person: msg`My account`,
  analysis: msg`Analysis`,
  bill: msg`Bills`,
  cloud: msg`Cloud hosts`,
  logApi: msg`Log API`,
  prefetchApi: msg`Prefetch API`,
  customRank: msg`Usage ranking`,
  apiOpen: msg`API portal`,
};

export const levelLabels: Record<PermissionLevel, MessageDescriptor> = {
  none: msg`None`,
  view: msg`View`,
  operation: msg`Operate`,
};
