// Keeps a screen's default values out of its URL: `?range=today&domains=[]` adds nothing a reader needs,
// and a shared link then names only what its sender chose. The defaults are the schema's own (what it makes
// of an empty search), so they cannot drift from it.
import { stripSearchParams, type SearchMiddleware } from '@tanstack/react-router';
import { readSearch, type SearchOf } from '@/lib/search-params';

export function stripDefaults<Schema extends (search: never) => object>(
  schema: Schema,
): { middlewares: SearchMiddleware<SearchOf<Schema>>[] } {
  return { middlewares: [stripSearchParams<SearchOf<Schema>>(readSearch(schema, {}))] };
}
