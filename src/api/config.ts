// Configuration read at build time from .env / .env.local / the environment (see README, "Configuration").
export const config = {
  /** Key of the backend's fixed-key AES-ECB cipher. A compatibility requirement, not a protection. */
  cipherKey: import.meta.env.VITE_CIPHER_KEY as string,
  /** The external API portal opened by the header's API link. */
  apiPortalUrl: import.meta.env.VITE_API_PORTAL_URL as string,
  /** Every call gives up after this long ('request timeout'). */
  requestTimeoutMs: 120_000,
  /** The version label of the About menu. */
  versionLabel: 'V4.2.4',
};
