// The records of the account centre, as the contract types them.
import type { components } from '@/api/generated/paths';

export type SelfUser = components['schemas']['SelfUser'];
export type DomainGroup = components['schemas']['DomainGroup'];
