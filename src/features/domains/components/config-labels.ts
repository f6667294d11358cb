// Readable names of the configuration's values the list does not draw (origins, cache rules, access lists), in
// the user's language: for the wizard's steps and the history's diff, which load when opened. Apart from the
// list's (domain-labels.ts), so their messages come with those dialogs, not with the list's first paint.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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
