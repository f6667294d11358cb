import type { components } from '@/api/generated/paths';

export type HostItem = components['schemas']['HostItem'];
/** The two host screens: virtual servers (type 'vps') and dedicated servers (any other type). */
export type HostKind = 'vps' | 'server';
