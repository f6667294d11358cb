// Between the wizard's typed values and the contract's configuration fields (DomainConfigFields).
import type { ApiBody, ApiData } from '@/api/call';
import { splitLines } from './field-rules';
import { emptyDomainForm, type DomainFormValues } from './domain-form';

type Config = Omit<ApiBody<'updateDomain'>, 'id'>;
type Detail = ApiData<'getDomain'>;

/** The configuration a form's values describe (trimmed, numbers parsed, empty lists dropped). */
export function toConfig(v: DomainFormValues): Config {
  return {
    name: v.name.trim().toLowerCase(),
    scope: v.scope,
    protocol: v.protocol,
    icp: v.icp.trim(),
    backhost: v.backhost.trim(),
    backDirectory: v.backDirectory,
    testUrl: v.testUrl,
    origins: v.origins.map((o) => ({
      type: o.type,
      address: o.address.trim(),
      port: Number(o.port),
      weight: Number(o.weight),
      priority: o.priority,
    })),
    cacheStrategies: v.cacheStrategies.map((rule) => ({
      path:
        rule.matchType === 'suffix'
          ? rule.path
              .split(/[;,\s]+/)
              .filter(Boolean)
              .join(';')
          : rule.path,
      matchType: rule.matchType,
      time: Number(rule.time),
      unit: rule.unit,
    })),
    ignoreParams: v.ignoreParams,
    headers: v.headers.map((h) => ({ name: h.name.trim(), value: h.value.trim() })),
    refererType: v.refererType,
    refererList: v.refererType === 'none' ? [] : splitLines(v.refererList),
    ipType: v.ipType,
    ipList: v.ipType === 'none' ? [] : splitLines(v.ipList),
    uaType: v.uaType,
    uaList: v.uaType === 'none' ? [] : splitLines(v.uaList),
    urlAuth: v.urlAuthEnabled
      ? { enabled: true, type: v.urlAuthType, primaryKey: v.urlAuthKey, validSeconds: Number(v.urlAuthSeconds) }
      : { enabled: false },
    rewrites: v.rewrites.map((r) => ({ source: r.source.trim(), target: r.target.trim() })),
  };
}

const kind = (value: string | undefined) => (value === 'white' || value === 'black' ? value : 'none');

/** The form's values for an existing domain (edit), with defaults for what the server did not send. */
export function fromDetail(d: Detail): DomainFormValues {
  const base = emptyDomainForm();
  return {
    ...base,
    name: d.name ?? '',
    type: d.type,
    scope: d.scope ?? base.scope,
    icp: d.icp ?? '',
    origins: (d.origins ?? []).map((o) => ({
      type: o.type,
      address: o.address,
      port: String(o.port),
      weight: String(o.weight ?? 1),
      priority: o.priority ?? 'primary',
    })),
    backhost: d.backhost ?? '',
    protocol: d.protocol ?? base.protocol,
    backDirectory: d.backDirectory ?? '/',
    testUrl: d.testUrl ?? '',
    cacheStrategies: (d.cacheStrategies ?? []).map((r) => ({ ...r, time: String(r.time) })),
    ignoreParams: d.ignoreParams ?? false,
    headers: d.headers ?? [],
    refererType: kind(d.refererType),
    refererList: (d.refererList ?? []).join('\n'),
    ipType: kind(d.ipType),
    ipList: (d.ipList ?? []).join('\n'),
    uaType: kind(d.uaType),
    uaList: (d.uaList ?? []).join('\n'),
    urlAuthEnabled: d.urlAuth?.enabled ?? false,
    urlAuthType: d.urlAuth?.type ?? 'A',
    urlAuthKey: d.urlAuth?.primaryKey ?? '',
    urlAuthSeconds: String(d.urlAuth?.validSeconds ?? 1800),
    rewrites: d.rewrites ?? [],
  };
}
