// Reads of the website-protection area, shared by the routes' loaders and the pages. Keys come from the
// contract's operations, so the writes' x-invalidates reach exactly these caches.
import type { ApiBody } from '@/api/call';
import { apiQueryOptions } from '@/api/query';

export const websitesQuery = () => apiQueryOptions('listWebsites', {});

export const websiteDetailQuery = (id: number) => apiQueryOptions('getWebsiteDetail', { params: { path: { id } } });

export const portErrorsQuery = (id: number) => apiQueryOptions('getWebsitePortErrors', { params: { path: { id } } });

/** A fresh cname for a new website: never reused from the cache (creating a website uses it up). */
export const randomCnameQuery = () => apiQueryOptions('getRandomWebsiteDomain', {}, { staleTime: 0 });

export const certificatesForDomainQuery = (domain: string) =>
  apiQueryOptions('searchWebsiteCertificates', { params: { query: { domain } } });

export const policiesQuery = (websiteId: number) =>
  apiQueryOptions('listWebsitePolicies', { params: { path: { id: websiteId } } });

export const policyDetailQuery = (id: number) =>
  apiQueryOptions('getWebsitePolicyDetail', { params: { path: { id } } });

export const rulesQuery = (policyId: number) =>
  apiQueryOptions('listWebsiteRules', { params: { path: { id: policyId } } });

export const ruleDetailQuery = (id: number) => apiQueryOptions('getWebsiteRuleDetail', { params: { path: { id } } });

export const ruleFiltersQuery = () => apiQueryOptions('listWebsiteRuleFilters', {});

export const clientAppsQuery = () => apiQueryOptions('listWebsiteClientApps', {});

export type StatisticQuery = ApiBody<'getWebsiteStatistics'>;

export const statisticsQuery = (body: StatisticQuery) => apiQueryOptions('getWebsiteStatistics', { body });
