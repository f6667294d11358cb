// The one adapter between a zod/mini schema and react-hook-form. A schema names its messages with
// `fieldMessage(msg`…`)` (src/lib/field-message.ts: the descriptor's id); the adapter translates each field's first issue in the
// current language (with the issue's params as the message's values), and falls back to a generic message for zod's own issues (a wrong type, say).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

const invalid = msg`This value is not valid`;

function translate(i18n: I18n, text: string, values?: Record<string, unknown>): string {
  return text in (i18n.messages ?? {}) ? i18n._(text, values) : i18n._(invalid);
}

function setAt(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown) {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) node[name] ??= value;
    else node = (node[name] ??= {}) as Record<string, unknown>;
  });
}

export function zodResolver<V extends FieldValues>(schema: z.ZodMiniType<V>, i18n: I18n): Resolver<V> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      setAt(errors, issue.path.length ? issue.path : ['root'], {
        type: issue.code,
        // A custom issue's params are its message's values ('Port {port} is forbidden').
        message: translate(i18n, issue.message, issue.code === 'custom' ? issue.params : undefined),
      });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
