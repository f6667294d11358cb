// The list's filters, applied in the browser (the list call takes no parameters): a status and a text
// matched against the source IP, the cname prefix, the cname and the ports.
import type { ProtectedIpEntry } from '../types';

export interface EntryFilter {
  q?: string | undefined;
  status?: number | undefined;
}

const portsText = (entry: ProtectedIpEntry) =>
  [...entry.ports.map(String), entry.portRange ? `${entry.portRange.start}-${entry.portRange.end}` : ''].join(' ');

export function filterEntries(entries: readonly ProtectedIpEntry[], { q, status }: EntryFilter): ProtectedIpEntry[] {
  const needle = q?.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (status === undefined || entry.status === status) &&
      (!needle ||
        [entry.sourceIp, entry.cnamePrefix, entry.cname, portsText(entry)].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

/** The ports of an entry as one line: '80, 443 · 7000–7050'. */
export function describePorts(entry: Pick<ProtectedIpEntry, 'ports' | 'portRange'>): string {
  const single = entry.ports.join(', ');
  const range = entry.portRange ? `${entry.portRange.start}–${entry.portRange.end}` : '';
  return [single, range].filter(Boolean).join(' · ');
}
