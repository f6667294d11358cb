// An account without SD-WAN is a subscription state, not a failed load: the server answers the SD-WAN call
// with a business refusal whose text says so ('该账号未开通SD-WAN线路', the contract's `noSdwan` example).
// x-inferred: the specification does not show this answer; the portal recognises the server's exact words
// (trimmed). A backend wording it differently falls back to the ordinary error box with Try again.
import { isApiError } from '@/api/api-error';

const NOT_SUBSCRIBED = new Set(['该账号未开通SD-WAN线路']);

/** Whether the SD-WAN call's failure only says the account has no SD-WAN line. */
export function isNoSdwanSubscription(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && NOT_SUBSCRIBED.has(error.serverMessage?.trim() ?? '');
}
