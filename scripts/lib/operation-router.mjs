// Finds the contract's operation for a method and a path, literal segments before path parameters.
import { eachOperation } from './operations.mjs';

const escape = (text) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

export function operationRouter(doc) {
  const routes = [...eachOperation(doc)].map((entry) => {
    const names = [];
    const pattern = entry.route
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const param = /^\{(.+)\}$/.exec(part);
        if (!param) return escape(part);
        names.push(param[1]);
        return '([^/]+)';
      })
      .join('');
    return { ...entry, regex: new RegExp(`^${pattern}$`), names };
  });
  routes.sort((a, b) => a.names.length - b.names.length);
  return (method, pathname) => {
    for (const route of routes) {
      if (route.method !== method.toLowerCase()) continue;
      const match = route.regex.exec(pathname);
      if (match) {
        const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
        return { ...route, params };
      }
    }
    return undefined;
  };
}
