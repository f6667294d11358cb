// Beyond the seeds: before a rollback, what will change, section by section (origins, cache rules, access
// lists, the basic settings), so the user sees exactly what the chosen version brings back.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiData } from '@/api/call';
import {
  listModeLabels,
  matchTypeLabels,
  originTypeLabels,
  priorityLabels,
  unitLabels,
} from '../components/config-labels';
import { protocolLabels } from '../components/domain-labels';

type Detail = ApiData<'getDomain'>;

export type DiffSection = 'settings' | 'origins' | 'cache' | 'access';

export interface DiffLine {
  section: DiffSection;
  /** Lines of the current configuration that the version removes. */
  removed: string[];
  /** Lines of the version that the current configuration lacks. */
  added: string[];
}

/** A value by the label the form gives it; a value the form does not know is shown as sent. */
const named = (i18n: I18n, labels: Record<string, MessageDescriptor>, value: string | undefined) =>
  value && labels[value] ? i18n._(labels[value]) : (value ?? '');

// Each line reads as the form and its preview do (the form's labels and option labels, in the user's
// language), so the user recognises what a rollback changes without knowing the API's field names.
function lines(d: Detail, i18n: I18n): Record<DiffSection, string[]> {
  const setting = (label: MessageDescriptor, value: string) => `${i18n._(label)}: ${value}`;
  const list = (label: MessageDescriptor, mode: string | undefined, items: string[] | undefined) =>
    mode && mode !== 'none'
      ? (items ?? []).map((item) => `${i18n._(label)} · ${named(i18n, listModeLabels, mode)}: ${item}`)
      : [];
  return {
    settings: [
      setting(msg`ICP number`, d.icp ?? ''),
      setting(msg`Back host`, d.backhost ?? ''),
      setting(msg`Back protocol`, named(i18n, protocolLabels, d.protocol)),
      setting(msg`Back directory`, d.backDirectory ?? ''),
      setting(msg`Test URL`, d.testUrl ?? ''),
      setting(msg`Ignore URL parameters when caching`, i18n._(d.ignoreParams ? msg`Yes` : msg`No`)),
    ],
    origins: (d.origins ?? []).map((o) => {
      const kind = `${named(i18n, priorityLabels, o.priority ?? 'primary')}, ${named(i18n, originTypeLabels, o.type)}`;
      return `${o.address}:${o.port} (${kind}, ${i18n._(msg`weight ${o.weight ?? 1}`)})`;
    }),
    cache: (d.cacheStrategies ?? []).map((r) => {
      const what =
        r.matchType === 'all'
          ? named(i18n, matchTypeLabels, r.matchType)
          : `${named(i18n, matchTypeLabels, r.matchType)} ${r.path}`;
      const time = r.time === 0 ? i18n._(msg`not cached`) : `${r.time} ${named(i18n, unitLabels, r.unit)}`;
      return `${what} · ${time}`;
    }),
    access: [
      ...list(msg`Referer list`, d.refererType, d.refererList),
      ...list(msg`IP list`, d.ipType, d.ipList),
      ...list(msg`User-Agent list`, d.uaType, d.uaList),
    ],
  };
}

/** The sections that differ between the current configuration and the version (empty when none). */
export function configDiff(current: Detail, version: Detail, i18n: I18n): DiffLine[] {
  const now = lines(current, i18n);
  const then = lines(version, i18n);
  return (Object.keys(now) as DiffSection[]).flatMap((section) => {
    const removed = now[section].filter((line) => !then[section].includes(line));
    const added = then[section].filter((line) => !now[section].includes(line));
    return removed.length || added.length ? [{ section, removed, added }] : [];
  });
}
