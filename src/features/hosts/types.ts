import type { components } from '@/api/generated/paths';

export type HostItem = components['schemas']['HostItem'];
/** What a host list read answers, as cached: the hosts, or one page of them (the contract's two shapes). */
export type HostsAnswer = HostItem[] | components['schemas']['HostPage'];
/** The two host screens: virtual servers (type 'vps') and dedicated servers (any other type). */
export type HostKind = 'vps' | 'server';
