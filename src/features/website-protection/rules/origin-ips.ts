// The IP view of the gateway (/dcdn/ipset). The specification gives it no call of its own (inferred): it
// lists the origin addresses behind the protected websites, one row per address with the websites and ports
// that reach it, which is what a customer needs to let only the gateway through the origin's firewall.
import type { Website } from '../types';

export interface OriginAddress {
  address: string;
  ports: number[];
  domains: string[];
  websiteIds: number[];
}

export function originAddresses(websites: readonly Website[], filter?: string): OriginAddress[] {
  const rows = new Map<string, OriginAddress>();
  for (const website of websites) {
    for (const origin of website.origins) {
      const row = rows.get(origin.address) ?? { address: origin.address, ports: [], domains: [], websiteIds: [] };
      if (!row.ports.includes(origin.port)) row.ports.push(origin.port);
      if (!row.domains.includes(website.domain)) row.domains.push(website.domain);
      if (!row.websiteIds.includes(website.id)) row.websiteIds.push(website.id);
      rows.set(origin.address, row);
    }
  }
  const needle = filter?.trim().toLowerCase();
  return [...rows.values()]
    .filter(
      (row) => !needle || row.address.toLowerCase().includes(needle) || row.domains.some((d) => d.includes(needle)),
    )
    .map((row) => ({ ...row, ports: row.ports.sort((a, b) => a - b) }))
    .sort((a, b) => a.address.localeCompare(b.address));
}
