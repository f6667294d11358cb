// The two host lists are kept apart by type (001 §3: 'vps' is a virtual server, anything else a dedicated
// one) and follow changes locally (001 §4): an added host goes first, an update replaces by id, a delete
// removes by id. A list read's answer is cached as it came (the hosts, or a page of them): the screens unwrap it.
import type { HostItem, HostKind, HostsAnswer } from '../types';

export const kindOf = (host: Pick<HostItem, 'type'>): HostKind => (host.type === 'vps' ? 'vps' : 'server');

export const ofKind = (hosts: readonly HostItem[], kind: HostKind) => hosts.filter((host) => kindOf(host) === kind);

export const withAdded = (hosts: readonly HostItem[], added: HostItem) => [
  added,
  ...hosts.filter((host) => host.id !== added.id),
];

export const withReplaced = (hosts: readonly HostItem[], updated: HostItem) =>
  hosts.map((host) => (host.id === updated.id ? updated : host));

export const withRemoved = (hosts: readonly HostItem[], id: number) => hosts.filter((host) => host.id !== id);

/** Hosts of one customer (any of the host's customs), or all when none is picked. */
export const ofCustom = (hosts: readonly HostItem[], custom: string | undefined) =>
  custom ? hosts.filter((host) => host.customs.includes(custom)) : [...hosts];

/** The hosts of a list read's answer, whichever of its shapes it has. */
export const hostsOf = (answer: HostsAnswer | null | undefined): HostItem[] =>
  Array.isArray(answer) ? answer : (answer?.list ?? []);

/** A cached answer with the host replaced by id, in the shape it has. */
export function answerWithReplaced(answer: HostsAnswer | undefined, updated: HostItem): HostsAnswer | undefined {
  if (Array.isArray(answer)) return withReplaced(answer, updated);
  return answer?.list ? { ...answer, list: withReplaced(answer.list, updated) } : answer;
}
