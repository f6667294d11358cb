// Keeps a screen's default values out of its URL: `?range=today&domains=[]` adds nothing a reader needs,
// and a shared link then names only what its sender chose. The defaults are the schema's own (what it makes
// of an empty search), so they cannot drift from it.
import { stripSearchParams, type SearchMiddleware } from '@tanstack/react-router';
import type * as z from 'zod/mini';

export function stripDefaults<S extends z.ZodMiniType<object>>(
  schema: S,
): { middlewares: SearchMiddleware<z.output<S>>[] } {
  const defaults = schema.parse({}) as Partial<z.output<S>>;
  return { middlewares: [stripSearchParams<z.output<S>>(defaults as never)] };
}
