// The area's shapes, named from the contract's answers.
import type { ApiData } from '@/api/call';

export type Website = ApiData<'listWebsites'>[number];
export type WebsitePolicy = ApiData<'listWebsitePolicies'>[number];
export type WebsiteRule = ApiData<'listWebsiteRules'>[number];
export type RuleFilter = ApiData<'listWebsiteRuleFilters'>[number];
export type ClientApp = ApiData<'listWebsiteClientApps'>[number];
export type WebsiteStatistics = ApiData<'getWebsiteStatistics'>;
export type LoadBalanceMode = Website['loadBalanceMode'];
