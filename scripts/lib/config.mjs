// Reads the same configuration Vite reads: .env, then .env.local, then the process environment.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @returns {Record<string, string>} */
export function parseEnvFile(file) {
  if (!existsSync(file)) return {};
  /** @type {Record<string, string>} */
  const entries = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) entries[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return entries;
}

/**
 * @returns {{ cipherKey: string, apiPortalUrl: string, apiTarget: string | undefined, logDownloadOrigins: string[] }}
 */
export function readConfig() {
  const merged = {
    ...parseEnvFile(path.join(root, '.env')),
    ...parseEnvFile(path.join(root, '.env.local')),
  };
  for (const key of Object.keys(merged)) if (process.env[key]) merged[key] = process.env[key];
  return {
    cipherKey: merged.VITE_CIPHER_KEY,
    apiPortalUrl: merged.VITE_API_PORTAL_URL,
    apiTarget: merged.API_TARGET,
    /** Origins of the log files' download links, space- or comma-separated (docs/deploying.md). */
    logDownloadOrigins: (merged.LOG_DOWNLOAD_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
  };
}
