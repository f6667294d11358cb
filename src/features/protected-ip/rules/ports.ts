// The port rules of an IP protection entry (specification 002 §5.4, §9): a port or a port range is required;
// a range needs a start and an end, the start smaller than the end, no forbidden port inside, and at most
// 100 ports. Each rule answers with its message descriptor; the form translates it when it shows it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const MAX_PORTS_PER_RANGE = 100;
export const MIN_PORT = 1;
export const MAX_PORT = 65535;

/**
 * Ports the service refuses to forward. The specification says forbidden ports exist but not which: these are
 * the remote-administration and Windows file-sharing ports that protection services commonly refuse (the
 * contract's refusals name 22 and 3389). The server stays the authority; its refusal is shown as it is.
 */
export const FORBIDDEN_PORTS: readonly number[] = [22, 23, 25, 135, 137, 138, 139, 445, 3389];

export const portMessages = {
  required: msg`Enter a port or a port range`,
  listFormat: msg`Enter ports from 1 to 65535, separated by commas`,
  portFormat: msg`A port is a whole number from 1 to 65535`,
  startEmpty: msg`The start of the port range cannot be empty`,
  endEmpty: msg`The end of the port range cannot be empty`,
  startNotBelowEnd: msg`The start port must be smaller than the end port`,
  rangeTooLarge: msg`A port range holds at most 100 ports`,
} satisfies Record<string, MessageDescriptor>;

/** The messages naming the port they are about, so the user knows which one to change. */
export const portProblems = {
  forbidden: (port: number) => msg`Port ${port} is forbidden`,
  repeated: (port: number) => msg`Port ${port} is listed twice`,
  rangeForbidden: (port: number) => msg`The port range contains the forbidden port ${port}`,
};

const isForbidden = (port: number) => FORBIDDEN_PORTS.includes(port);

/** One port as typed: a whole number from 1 to 65535 (surrounding blanks allowed), else undefined. */
export function parsePort(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return undefined;
  const port = Number(trimmed);
  return port >= MIN_PORT && port <= MAX_PORT ? port : undefined;
}

/**
 * The single ports as typed ('80, 443，8080' — commas of either width or blanks between them), without
 * repeats, in the order typed; undefined when one of them is not a port.
 */
export function parsePortList(text: string): number[] | undefined {
  const parts = text.split(/[\s,，]+/).filter(Boolean);
  const ports: number[] = [];
  for (const part of parts) {
    const port = parsePort(part);
    if (port === undefined) return undefined;
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/**
 * The problem of the single-port field, if any (empty is fine here: the range may be given instead): a port
 * that is not one, the first forbidden port, then the first port typed twice ('80,80').
 */
export function checkPortList(text: string): MessageDescriptor | undefined {
  const ports = parsePortList(text);
  if (ports === undefined) return portMessages.listFormat;
  const forbidden = ports.find(isForbidden);
  if (forbidden !== undefined) return portProblems.forbidden(forbidden);
  const typed = text
    .split(/[\s,，]+/)
    .filter(Boolean)
    .map(Number);
  const repeated = typed.find((port, index) => typed.indexOf(port) !== index);
  if (repeated !== undefined) return portProblems.repeated(repeated);
  return undefined;
}

export interface RangeProblem {
  field: 'rangeStart' | 'rangeEnd';
  message: MessageDescriptor;
}

/** The problem of a port range, if any. Both ends empty means no range. Checked in the order of §5.4. */
export function checkPortRange(startText: string, endText: string): RangeProblem | undefined {
  const hasStart = startText.trim() !== '';
  const hasEnd = endText.trim() !== '';
  if (!hasStart && !hasEnd) return undefined;
  if (!hasStart) return { field: 'rangeStart', message: portMessages.startEmpty };
  if (!hasEnd) return { field: 'rangeEnd', message: portMessages.endEmpty };
  const start = parsePort(startText);
  if (start === undefined) return { field: 'rangeStart', message: portMessages.portFormat };
  const end = parsePort(endText);
  if (end === undefined) return { field: 'rangeEnd', message: portMessages.portFormat };
  if (start >= end) return { field: 'rangeStart', message: portMessages.startNotBelowEnd };
  const forbidden = FORBIDDEN_PORTS.find((port) => port >= start && port <= end);
  if (forbidden !== undefined) return { field: 'rangeStart', message: portProblems.rangeForbidden(forbidden) };
  if (end - start + 1 > MAX_PORTS_PER_RANGE) return { field: 'rangeEnd', message: portMessages.rangeTooLarge };
  return undefined;
}

/** Neither a port nor any end of a range typed: one of them is required. */
export const missesPorts = (ports: string, rangeStart: string, rangeEnd: string) =>
  ports.trim() === '' && rangeStart.trim() === '' && rangeEnd.trim() === '';
