// Finds the operation of a recorded or proxied request. The portal's nginx may serve the API under a prefix of
// its own (/portal/api/…): the contract's paths are matched as they are, at the end of the request's path.
// What matches no operation is either not the API's (static files, pages, other origins: ignored) or an API
// call the contract does not have ("not in the contract").
import { operationRouter } from '../../lib/operation-router.mjs';

// Chrome's HAR names what the browser requested; only scripts' calls (xhr, fetch) can be the API's.
const API_RESOURCE_TYPES = new Set(['xhr', 'fetch']);

/**
 * @param {Record<string, any>} wire the wire contract
 * @returns {{ match: (method: string, pathname: string) => ({ entry: import('../types').OperationEntry, params: Record<string, string>,
 *   prefix: string } | undefined), isApiCall: (request: { method: string, pathname: string, resourceType?: string })
 *   => boolean }}
 */
export function trafficLocator(wire) {
  const route = operationRouter(wire);
  // The first segment of every contract path (/api, /shiro, /monit…): a call under one is the API's.
  const apiRoots = new Set(Object.keys(wire.paths ?? {}).map((p) => p.split('/')[1]));

  function match(method, pathname) {
    const segments = pathname.split('/');
    for (let skip = 1; skip < segments.length; skip += 1) {
      const rest = `/${segments.slice(skip).join('/')}`;
      const found = route(method, rest);
      if (found) {
        const { route: path, method: m, op, pathItem, params } = found;
        return { entry: { route: path, method: m, op, pathItem }, params, prefix: segments.slice(1, skip).join('/') };
      }
    }
    return undefined;
  }

  function isApiCall({ method, pathname, resourceType }) {
    if (resourceType && !API_RESOURCE_TYPES.has(resourceType)) return false;
    const segments = pathname.split('/').filter(Boolean);
    // A file (/assets/index-3f2a.js, /favicon.ico) is never an operation's path.
    if (/\.[A-Za-z0-9]+$/.test(segments.at(-1) ?? '')) return false;
    if (segments.some((segment) => apiRoots.has(segment))) return true;
    // A page of the portal's routes (/cdn/domain) is a GET the browser navigated to.
    return Boolean(resourceType) || !['GET', 'HEAD'].includes(method.toUpperCase());
  }

  return { match, isApiCall };
}
