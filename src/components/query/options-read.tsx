// Where the choices of a filter or a form field (domains, providers, certificates, contact groups) come from a
// read. While it loads, a picker opened says so; when it fails, the failure shows beside the fields with Try again
// and Copy details. Before, a failed read left the pickers and selects empty, which read as "No matching domains"
// or "No contact groups yet", and the screen's next step ("Choose one or more domains", "domains is required")
// blamed the customer for what the server had not answered.
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../ErrorAlert';

/** What the pickers and the filters read of the options' query (a `useQuery` result). */
export type OptionsRead = Pick<UseQueryResult<unknown, unknown>, 'isLoading' | 'isError' | 'error' | 'refetch'>;

/** A picker's text for an empty list: the read's state when it has no answer, `noMatch` when it has. */
export function useEmptyOptionsText(read: OptionsRead | undefined, noMatch: string): string {
  const { t } = useLingui();
  if (read?.isError) return t`The list could not be loaded`;
  if (read?.isLoading) return t`Loading`;
  return noMatch;
}

/** The failure of the choices (of the first read that failed), beside their fields; nothing while all are well. */
export function OptionsReadFailure({ reads }: { reads: readonly OptionsRead[] }) {
  const { t } = useLingui();
  const failed = reads.filter((read) => read.isError);
  if (failed.length === 0) return null;
  return (
    <ErrorAlert
      error={failed[0]!.error}
      title={t`Some choices could not be loaded`}
      onRetry={() => failed.forEach((read) => void read.refetch())}
    />
  );
}
