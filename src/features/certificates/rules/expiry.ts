// Expiry warning of a certificate row (specification 002 §4): validity is the number of days left.
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryLevel = 'expired' | 'soon' | 'ok';

/** Below 0 days: expired (red); 0 to 29: expiring soon (orange); otherwise no warning. */
export function expiryLevel(validity: number): ExpiryLevel {
  if (validity < 0) return 'expired';
  if (validity < EXPIRY_WARNING_DAYS) return 'soon';
  return 'ok';
}
