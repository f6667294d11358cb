// Beyond the seeds: before a rollback, what will change, section by section (origins, cache rules, access
// lists, the basic settings), so the user sees exactly what the chosen version brings back.
import type { ApiData } from '@/api/call';

type Detail = ApiData<'getDomain'>;

export type DiffSection = 'settings' | 'origins' | 'cache' | 'access';

export interface DiffLine {
  section: DiffSection;
  /** Lines of the current configuration that the version removes. */
  removed: string[];
  /** Lines of the version that the current configuration lacks. */
  added: string[];
}

const list = (kind: string | undefined, items: string[] | undefined) =>
  kind && kind !== 'none' ? (items ?? []).map((item) => `${kind}: ${item}`) : [];

function lines(d: Detail): Record<DiffSection, string[]> {
  return {
    settings: [
      `icp: ${d.icp ?? ''}`,
      `backhost: ${d.backhost ?? ''}`,
      `protocol: ${d.protocol}`,
      `backDirectory: ${d.backDirectory ?? ''}`,
      `testUrl: ${d.testUrl ?? ''}`,
      `ignoreParams: ${String(d.ignoreParams ?? false)}`,
    ],
    origins: (d.origins ?? []).map(
      (o) => `${o.priority ?? 'primary'} ${o.type} ${o.address}:${o.port} ×${o.weight ?? 1}`,
    ),
    cache: (d.cacheStrategies ?? []).map((r) => `${r.matchType} ${r.path} → ${r.time} ${r.unit}`),
    access: [
      ...list(d.refererType, d.refererList).map((line) => `referer ${line}`),
      ...list(d.ipType, d.ipList).map((line) => `ip ${line}`),
      ...list(d.uaType, d.uaList).map((line) => `ua ${line}`),
    ],
  };
}

/** The sections that differ between the current configuration and the version (empty when none). */
export function configDiff(current: Detail, version: Detail): DiffLine[] {
  const now = lines(current);
  const then = lines(version);
  return (Object.keys(now) as DiffSection[]).flatMap((section) => {
    const removed = now[section].filter((line) => !then[section].includes(line));
    const added = then[section].filter((line) => !now[section].includes(line));
    return removed.length || added.length ? [{ section, removed, added }] : [];
  });
}
