// The add/edit wizard's values and the rules of each step (002 §5.2). The form holds what was typed (numbers
// as text) in one react-hook-form, so going back and forth keeps every value; the schema checks the steps up
// to the one the user is leaving, with the messages of rules/messages.ts.
import type { MessageDescriptor } from '@lingui/core';
import * as z from 'zod/mini';
import { fieldMessage } from '@/lib/field-message';
import * as rules from './field-rules';
import { domainMessages as m } from './messages';

export const STEPS = ['basic', 'origin', 'cache', 'advanced', 'preview'] as const;
export type Step = (typeof STEPS)[number];
export const ADDABLE_TYPES = ['download', 'vod', 'static'] as const;
export type ListKind = 'none' | 'white' | 'black';

export interface OriginValues {
  type: 'domain' | 'ip' | 'bucket';
  address: string;
  port: string;
  weight: string;
  priority: 'primary' | 'backup';
}
export interface CacheRuleValues {
  path: string;
  matchType: 'suffix' | 'directory' | 'path' | 'all';
  time: string;
  unit: 'second' | 'minute' | 'hour' | 'day';
}
export interface DomainFormValues {
  name: string;
  type: string;
  scope: 'cn' | 'abroad' | 'all';
  icp: string;
  origins: OriginValues[];
  backhost: string;
  protocol: 'match' | 'http' | 'https';
  backDirectory: string;
  testUrl: string;
  cacheStrategies: CacheRuleValues[];
  ignoreParams: boolean;
  headers: { name: string; value: string }[];
  refererType: ListKind;
  refererList: string;
  ipType: ListKind;
  ipList: string;
  uaType: ListKind;
  uaList: string;
  urlAuthEnabled: boolean;
  urlAuthType: 'A' | 'B' | 'C';
  urlAuthKey: string;
  urlAuthSeconds: string;
  rewrites: { source: string; target: string }[];
}

export const emptyOrigin = (): OriginValues => ({
  type: 'ip',
  address: '',
  port: '80',
  weight: '10',
  priority: 'primary',
});

export const emptyDomainForm = (): DomainFormValues => ({
  name: '',
  type: 'download',
  scope: 'cn',
  icp: '',
  origins: [emptyOrigin()],
  backhost: '',
  protocol: 'match',
  backDirectory: '/',
  testUrl: '',
  cacheStrategies: [{ path: '/', matchType: 'all', time: String(rules.DEFAULT_CACHE_DAYS.download), unit: 'day' }],
  ignoreParams: false,
  headers: [],
  refererType: 'none',
  refererList: '',
  ipType: 'none',
  ipList: '',
  uaType: 'none',
  uaList: '',
  urlAuthEnabled: false,
  urlAuthType: 'A',
  urlAuthKey: '',
  urlAuthSeconds: '1800',
  rewrites: [],
});

export interface FormContext {
  existingNames: readonly string[];
  /** The edited domain's name; absent when adding. */
  currentName?: string;
}

export type Issue = { path: (string | number)[]; message: MessageDescriptor };

type MaybeIssue = { path: Issue['path']; message: MessageDescriptor | undefined };
const present = (issues: MaybeIssue[]): Issue[] =>
  issues.flatMap(({ path, message }) => (message ? [{ path, message }] : []));

function basicIssues(v: DomainFormValues, ctx: FormContext): Issue[] {
  const adding = ctx.currentName === undefined;
  return present([
    { path: ['name'], message: adding ? rules.checkDomainName(v.name, ctx.existingNames) : undefined },
    {
      path: ['type'],
      message: adding && !(ADDABLE_TYPES as readonly string[]).includes(v.type) ? m.typeNotAddable : undefined,
    },
    { path: ['icp'], message: v.icp.trim() ? undefined : m.icpRequired },
  ]);
}

function originIssues(v: DomainFormValues): Issue[] {
  const issues: Issue[] = [];
  const add = (path: Issue['path'], message: MessageDescriptor | undefined) => {
    if (message) issues.push({ path, message });
  };
  if (v.origins.length === 0) add(['origins', 'root'], m.originRequired);
  else if (!v.origins.some((o) => o.priority === 'primary')) add(['origins', 'root'], m.primaryRequired);
  const seen = new Set<string>();
  v.origins.forEach((origin, i) => {
    const address = origin.address.trim().toLowerCase();
    const problem = rules.checkOriginAddress(origin.type, origin.address);
    add(['origins', i, 'address'], problem);
    if (!problem && address === v.name.trim().toLowerCase()) add(['origins', i, 'address'], m.originIsDomain);
    else if (!problem && seen.has(`${address}:${origin.port.trim()}`)) add(['origins', i, 'address'], m.originRepeated);
    seen.add(`${address}:${origin.port.trim()}`);
    add(['origins', i, 'port'], rules.checkPort(origin.port));
    add(['origins', i, 'weight'], rules.wholeIn(origin.weight, 1, 100) ? undefined : m.weightRange);
  });
  add(['backhost'], rules.checkBackhost(v.backhost));
  add(['backDirectory'], rules.checkBackDirectory(v.backDirectory));
  add(['testUrl'], rules.checkTestUrl(v.testUrl));
  return issues;
}

function cacheIssues(v: DomainFormValues): Issue[] {
  return v.cacheStrategies.flatMap((rule, i) =>
    present([
      { path: ['cacheStrategies', i, 'path'], message: rules.checkCachePath(rule.matchType, rule.path) },
      { path: ['cacheStrategies', i, 'time'], message: rules.checkCacheTime(rule.time) },
    ]),
  );
}

function advancedIssues(v: DomainFormValues): Issue[] {
  const issues: Issue[] = [];
  const add = (path: Issue['path'], message: MessageDescriptor | undefined) => {
    if (message) issues.push({ path, message });
  };
  v.headers.forEach((header, i) => {
    add(['headers', i, 'name'], rules.isHeaderName(header.name.trim()) ? undefined : m.formatError);
    add(['headers', i, 'value'], header.value.trim() ? undefined : m.headerValueRequired);
  });
  add(['refererList'], rules.checkList(v.refererType, v.refererList, rules.isRefererEntry));
  add(['ipList'], rules.checkList(v.ipType, v.ipList, rules.isIpOrCidr));
  add(
    ['uaList'],
    rules.checkList(v.uaType, v.uaList, (ua) => ua.length <= 256),
  );
  if (v.urlAuthEnabled) {
    add(['urlAuthKey'], /^[A-Za-z0-9]{6,32}$/.test(v.urlAuthKey) ? undefined : m.authKeyFormat);
    add(['urlAuthSeconds'], rules.wholeIn(v.urlAuthSeconds, 1, 31_536_000) ? undefined : m.authSeconds);
  }
  v.rewrites.forEach((rewrite, i) => {
    add(['rewrites', i, 'source'], rewrite.source.startsWith('/') ? undefined : m.pathSlash);
    add(['rewrites', i, 'target'], rules.isUrl(rewrite.target.trim()) ? undefined : m.urlFormatError);
  });
  return issues;
}

const byStep = [basicIssues, originIssues, cacheIssues, advancedIssues] as const;

/** The problems of every step before `step` and of `step` itself. */
export function formIssues(values: DomainFormValues, step: Step, ctx: FormContext): Issue[] {
  const last = STEPS.indexOf(step);
  return byStep.slice(0, last + 1).flatMap((check) => check(values, ctx));
}

/** The schema of the wizard while the user is on `step`. */
export function domainFormSchema(step: Step, ctx: FormContext): z.ZodMiniType<DomainFormValues> {
  return z.custom<DomainFormValues>().check(
    z.superRefine((values, issueCtx) => {
      for (const issue of formIssues(values, step, ctx))
        issueCtx.addIssue({ code: 'custom', message: fieldMessage(issue.message), path: issue.path });
    }),
  );
}
