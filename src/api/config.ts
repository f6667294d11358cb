// Configuration read at build time from .env / .env.local / the environment (see README, "Configuration").

/**
 * Key of the backend's fixed-key AES-ECB cipher. A compatibility requirement, not a protection. An export of its
 * own: the script run before the entry (src/api/early-session.ts) bundles it without the rest.
 */
export const cipherKey = import.meta.env.VITE_CIPHER_KEY as string;

export const config = {
  cipherKey,
  /** The external API portal opened by the header's API link. */
  apiPortalUrl: import.meta.env.VITE_API_PORTAL_URL as string,
  /** Every call gives up after this long ('request timeout'). */
  requestTimeoutMs: 120_000,
  /** The version label of the About menu. */
  versionLabel: 'V4.2.4',
};
