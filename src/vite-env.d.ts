/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CIPHER_KEY: string;
  readonly VITE_API_PORTAL_URL: string;
}

declare module '*.po' {
  export const messages: Record<string, unknown>;
}
