import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { zodResolver } from './zod-resolver';

const i18n = setupI18n({
  locale: 'en',
  messages: { en: { tooShort: 'At least three characters', digits: 'Digits only', port: 'Port {port} is forbidden' } },
});

const resolve = (schema: z.ZodMiniType<{ name: string }>, name: string) =>
  zodResolver(schema, i18n)({ name }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('zodResolver', () => {
  it("shows a field's first problem when it has several", async () => {
    const schema = z.object({ name: z.string().check(z.minLength(3, 'tooShort'), z.regex(/^\d+$/, 'digits')) });
    const { errors } = await resolve(schema, 'a');
    expect(errors.name?.message).toBe('At least three characters');
  });

  it("translates a custom problem with its values, and zod's own as not valid", async () => {
    const schema = z.object({
      name: z
        .string()
        .check(z.superRefine((_, ctx) => ctx.addIssue({ code: 'custom', message: 'port', params: { port: 22 } }))),
    });
    expect((await resolve(schema, 'x')).errors.name?.message).toBe('Port 22 is forbidden');
    const typed = z.object({ name: z.number() }) as unknown as z.ZodMiniType<{ name: string }>;
    expect((await resolve(typed, 'x')).errors.name?.message).toBe('This value is not valid');
  });
});
