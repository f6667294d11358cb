// The website add/edit form (002 §2.1, §3.6, §5.6): domain, origins with the load-balancing mode, listening
// ports, the certificate for HTTPS and a remark of at most 100 characters. Where the specification is silent
// the checks follow the domain rules of §5.2 (an origin may not repeat or equal the domain, port required).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { messages } from '@/api/error-messages';
import { fieldMessage } from '@/lib/field-message';
import type { Website } from '../types';
import { checkRemark } from './remark';

export const websiteMessages = {
  domainRequired: msg`Enter the domain`,
  domainFormat: messages.formatError,
  originRequired: msg`Add at least one origin`,
  addressRequired: msg`Enter the origin address`,
  addressFormat: msg`Enter an IPv4 address (each part 0 to 255) or a domain`,
  port: msg`Enter a port from 1 to 65535`,
  weight: msg`Enter a weight from 1 to 100`,
  originRepeated: msg`This origin is already in the list`,
  originIsDomain: msg`An origin cannot be the protected domain itself`,
  listenRequired: msg`Add at least one listening port`,
  listenRepeated: msg`This port is already in the list`,
  certificateRequired: msg`Choose a certificate for HTTPS`,
};

const DOMAIN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** An origin is an IPv4 address or a domain; digits and dots alone must make a real address (not 999.1.1.1). */
export const validOriginAddress = (address: string) =>
  /^[\d.]+$/.test(address) ? IPV4.test(address) : DOMAIN.test(address);
const validPort = (text: string) => /^\d{1,5}$/.test(text.trim()) && +text >= 1 && +text <= 65535;
const validWeight = (text: string) => /^\d{1,3}$/.test(text.trim()) && +text >= 1 && +text <= 100;

export interface OriginValues {
  address: string;
  port: string;
  weight: string;
}
export interface ListenValues {
  protocol: 'http' | 'https';
  port: string;
}

type Ctx = { addIssue(issue: { code: 'custom'; message: string; path?: (string | number)[] }): void };
const flag = (ctx: Ctx, problem: MessageDescriptor, path: (string | number)[]) =>
  ctx.addIssue({ code: 'custom', message: fieldMessage(problem), path });

export const websiteFormSchema = z
  .object({
    domain: z.string(),
    origins: z.array(z.object({ address: z.string(), port: z.string(), weight: z.string() })),
    loadBalanceMode: z.enum(['leastPendingRequests', 'random', 'leastOpenConnections', 'sourceIpHash', 'weighted']),
    listenPorts: z.array(z.object({ protocol: z.enum(['http', 'https']), port: z.string() })),
    certificateId: z.string(),
    remark: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const domain = values.domain.trim().toLowerCase();
      if (!domain) flag(ctx, websiteMessages.domainRequired, ['domain']);
      else if (!DOMAIN.test(domain)) flag(ctx, websiteMessages.domainFormat, ['domain']);
      if (values.origins.length === 0) flag(ctx, websiteMessages.originRequired, ['origins']);
      const seen = new Set<string>();
      values.origins.forEach((origin, index) => {
        const address = origin.address.trim().toLowerCase();
        if (!address) flag(ctx, websiteMessages.addressRequired, ['origins', index, 'address']);
        else if (!validOriginAddress(address)) flag(ctx, websiteMessages.addressFormat, ['origins', index, 'address']);
        else if (address === domain) flag(ctx, websiteMessages.originIsDomain, ['origins', index, 'address']);
        else if (seen.has(`${address}:${origin.port.trim()}`))
          flag(ctx, websiteMessages.originRepeated, ['origins', index, 'address']);
        seen.add(`${address}:${origin.port.trim()}`);
        if (!validPort(origin.port)) flag(ctx, websiteMessages.port, ['origins', index, 'port']);
        if (values.loadBalanceMode === 'weighted' && !validWeight(origin.weight))
          flag(ctx, websiteMessages.weight, ['origins', index, 'weight']);
      });
      if (values.listenPorts.length === 0) flag(ctx, websiteMessages.listenRequired, ['listenPorts']);
      const ports = new Set<string>();
      values.listenPorts.forEach((listen, index) => {
        if (!validPort(listen.port)) flag(ctx, websiteMessages.port, ['listenPorts', index, 'port']);
        else if (ports.has(String(+listen.port)))
          flag(ctx, websiteMessages.listenRepeated, ['listenPorts', index, 'port']);
        ports.add(String(+listen.port));
      });
      if (values.listenPorts.some((listen) => listen.protocol === 'https') && !values.certificateId)
        flag(ctx, websiteMessages.certificateRequired, ['certificateId']);
      const remark = checkRemark(values.remark);
      if (remark) flag(ctx, remark, ['remark']);
    }),
  );

export type WebsiteFormValues = z.output<typeof websiteFormSchema>;

/** The form's starting values: the website being edited, or one origin and port 80 for a new one. */
export function websiteFormValues(website?: Website): WebsiteFormValues {
  if (!website)
    return {
      domain: '',
      origins: [{ address: '', port: '80', weight: '1' }],
      loadBalanceMode: 'leastPendingRequests',
      listenPorts: [{ protocol: 'http', port: '80' }],
      certificateId: '',
      remark: '',
    };
  return {
    domain: website.domain,
    origins: website.origins.map((o) => ({ address: o.address, port: String(o.port), weight: String(o.weight ?? 1) })),
    loadBalanceMode: website.loadBalanceMode,
    listenPorts: website.listenPorts.map((l) => ({ protocol: l.protocol, port: String(l.port) })),
    certificateId: website.certificateId ? String(website.certificateId) : '',
    remark: website.remark ?? '',
  };
}

/** The fields both create and update send; weights only matter (and are only sent) in weighted mode. */
export function websiteRequest(values: WebsiteFormValues) {
  const weighted = values.loadBalanceMode === 'weighted';
  const https = values.listenPorts.some((listen) => listen.protocol === 'https');
  return {
    domain: values.domain.trim().toLowerCase(),
    origins: values.origins.map((o) => ({
      address: o.address.trim(),
      port: Number(o.port),
      ...(weighted ? { weight: Number(o.weight) } : {}),
    })),
    loadBalanceMode: values.loadBalanceMode,
    listenPorts: values.listenPorts.map((l) => ({ protocol: l.protocol, port: Number(l.port) })),
    certificateId: https && values.certificateId ? Number(values.certificateId) : null,
    remark: values.remark.trim(),
  };
}
