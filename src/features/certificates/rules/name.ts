// The certificate name (specification 002 §5.1): required after trimming, unique within the account
// unless it is the item's current name.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const nameMessages = {
  required: msg`The certificate name cannot be empty`,
  exists: msg`certificate name already exists`,
};

export function checkCertificateName(
  name: string,
  existingNames: readonly string[],
  currentName?: string,
): MessageDescriptor | undefined {
  const trimmed = name.trim();
  if (!trimmed) return nameMessages.required;
  if (currentName !== undefined && trimmed === currentName.trim()) return undefined;
  return existingNames.some((existing) => existing.trim() === trimmed) ? nameMessages.exists : undefined;
}
