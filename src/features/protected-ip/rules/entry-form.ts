// The create/edit form of an IP protection entry: the source IP, the cname prefix, single ports and a port
// range (002 §3.5, §5.4). Fields are kept as typed (text) so a refusal never loses them; the request is
// built from them only once every rule holds.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { ApiBody } from '@/api/call';
import { fieldMessage } from '@/lib/field-message';
import type { ProtectedIpEntry } from '../types';
import { checkPortList, checkPortRange, missesPorts, parsePort, parsePortList, portMessages } from './ports';

export const entryMessages = {
  sourceIpEmpty: msg`The source IP cannot be empty`,
  sourceIpFormat: msg`Enter an IPv4 address such as 203.0.113.10`,
  cnamePrefixEmpty: msg`The cname prefix cannot be empty`,
  cnamePrefixFormat: msg`Use letters, digits and hyphens (at most 63), not starting or ending with a hyphen`,
} satisfies Record<string, MessageDescriptor>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const CNAME_PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export function checkSourceIp(text: string): MessageDescriptor | undefined {
  if (!text.trim()) return entryMessages.sourceIpEmpty;
  return IPV4.test(text.trim()) ? undefined : entryMessages.sourceIpFormat;
}

export function checkCnamePrefix(text: string): MessageDescriptor | undefined {
  if (!text.trim()) return entryMessages.cnamePrefixEmpty;
  return CNAME_PREFIX.test(text.trim()) ? undefined : entryMessages.cnamePrefixFormat;
}

type Ctx = {
  addIssue(issue: { code: 'custom'; message: string; params?: Record<string, unknown>; path?: string[] }): void;
};
// The message's values (the port it names) travel as the issue's params, for the form to translate with.
const report = (ctx: Ctx, path: string, problem: MessageDescriptor | undefined) => {
  if (problem) ctx.addIssue({ code: 'custom', message: fieldMessage(problem), params: problem.values, path: [path] });
};

export const entryFormSchema = z
  .object({
    sourceIp: z.string(),
    cnamePrefix: z.string(),
    ports: z.string(),
    rangeStart: z.string(),
    rangeEnd: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      report(ctx, 'sourceIp', checkSourceIp(values.sourceIp));
      report(ctx, 'cnamePrefix', checkCnamePrefix(values.cnamePrefix));
      if (missesPorts(values.ports, values.rangeStart, values.rangeEnd)) {
        report(ctx, 'ports', portMessages.required);
        return;
      }
      report(ctx, 'ports', checkPortList(values.ports));
      const range = checkPortRange(values.rangeStart, values.rangeEnd);
      if (range) report(ctx, range.field, range.message);
    }),
  );

export type EntryFormValues = z.output<typeof entryFormSchema>;

/** The form's starting values: empty for a new entry, the entry's own for an edit. */
export function entryFormValues(entry?: ProtectedIpEntry): EntryFormValues {
  return {
    sourceIp: entry?.sourceIp ?? '',
    cnamePrefix: entry?.cnamePrefix ?? '',
    ports: entry?.ports.join(', ') ?? '',
    rangeStart: entry?.portRange ? String(entry.portRange.start) : '',
    rangeEnd: entry?.portRange ? String(entry.portRange.end) : '',
  };
}

/** The create request from valid values. Without a range the request has no portRange at all. */
export function toCreateRequest(values: EntryFormValues): ApiBody<'createProtectedIp'> {
  const start = parsePort(values.rangeStart);
  const end = parsePort(values.rangeEnd);
  return {
    sourceIp: values.sourceIp.trim(),
    cnamePrefix: values.cnamePrefix.trim(),
    ports: parsePortList(values.ports) ?? [],
    ...(start !== undefined && end !== undefined ? { portRange: { start, end } } : {}),
  };
}

export const toUpdateRequest = (id: number, values: EntryFormValues): ApiBody<'updateProtectedIp'> => ({
  id,
  ...toCreateRequest(values),
});
