// Only a main customer account manages domain groups (002 §6). The session does not say which accounts are
// main ones; a sub-account signs in with the role 'subaccount' (the contract's login examples), so that role
// is refused up front, and the server's refusal covers every other case.
import type { SessionUser } from '@/api/session';

export const isMainAccount = (user: Pick<SessionUser, 'role'>) => user.role.toLowerCase() !== 'subaccount';
