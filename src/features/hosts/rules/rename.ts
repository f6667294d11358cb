// The rename form (the specification names no rule for a host name; ours: required, at most 64 characters,
// as cloud consoles commonly allow) and what a failed rename shows (001 §8): the server's message, or
// 'error' when no answer came.
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { isApiError } from '@/api/api-error';
import { fieldMessage } from '@/lib/field-message';

export const HOST_NAME_MAX = 64;

export const renameMessages = {
  empty: msg`Host name cannot be empty`,
  tooLong: msg`At most 64 characters`,
  noAnswer: msg`error`,
};

export function checkHostName(name: string) {
  if (!name.trim()) return renameMessages.empty;
  return name.trim().length > HOST_NAME_MAX ? renameMessages.tooLong : undefined;
}

export const renameSchema = z.object({
  hostName: z.string().check(
    z.superRefine((name, ctx) => {
      const problem = checkHostName(name);
      if (problem) ctx.addIssue({ code: 'custom', message: fieldMessage(problem) });
    }),
  ),
});
export type RenameValues = z.output<typeof renameSchema>;

/** A failure without an answer (network, timeout) shows 'error' instead of the generic texts. */
export const isNoAnswer = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
