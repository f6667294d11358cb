// The upload/edit form's schema (002 §5.1): the name rule, PEM public and private keys on upload (the
// certificate is read in the browser), and the share rule. Messages are the rules' own descriptors.
import type { MessageDescriptor } from '@lingui/core';
import * as z from 'zod/mini';
import { fieldMessage } from '@/lib/field-message';
import { checkCertificateName } from './name';
import { expiresSoon, looksLikePrivateKey, pemMessages, readPemCertificate } from './pem';
import { checkShare } from './share';

interface Context {
  existingNames: readonly string[];
  /** The edited certificate's name; absent on upload. */
  currentName?: string;
  shareOptionCount: number;
}

const issue = (
  problem: MessageDescriptor | undefined,
  ctx: { addIssue(issue: { code: 'custom'; message: string; path?: string[] }): void },
  path?: string[],
) => {
  if (problem) ctx.addIssue({ code: 'custom', message: fieldMessage(problem), path });
};

export function certificateFormSchema({ existingNames, currentName, shareOptionCount }: Context) {
  const uploading = currentName === undefined;
  return z
    .object({
      name: z
        .string()
        .check(z.superRefine((name, ctx) => issue(checkCertificateName(name, existingNames, currentName), ctx))),
      publicKey: z.string().check(
        z.superRefine(async (pem, ctx) => {
          if (!uploading) return;
          const result = await readPemCertificate(pem);
          issue(result.ok ? undefined : result.error, ctx);
        }),
      ),
      privateKey: z.string().check(
        z.superRefine((key, ctx) => {
          if (!uploading) return;
          if (!key.trim()) issue(pemMessages.privateKeyRequired, ctx);
          else if (!looksLikePrivateKey(key)) issue(pemMessages.notPrivateKey, ctx);
        }),
      ),
      /** The user accepts a certificate valid for fewer than 30 more days. */
      acceptShortValidity: z.boolean(),
      shareOn: z.boolean(),
      picked: z.array(z.string()),
    })
    .check(z.superRefine((values, ctx) => issue(checkShare(values, shareOptionCount), ctx, ['picked'])))
    .check(
      z.superRefine(async (values, ctx) => {
        if (!uploading || values.acceptShortValidity) return;
        const read = await readPemCertificate(values.publicKey);
        if (read.ok && expiresSoon(read.summary)) issue(pemMessages.acceptShortValidity, ctx, ['acceptShortValidity']);
      }),
    );
}

export type CertificateFormValues = z.output<ReturnType<typeof certificateFormSchema>>;
