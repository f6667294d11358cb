// 'loading……' while a rule is added or updated, until the answer (002 §8.5): a loading toast that opens when
// the request starts and closes when it settles, whatever the outcome.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { showLoading } from '@/components/ui/toaster';

export function useLoadingToast(pending: boolean) {
  const { t } = useLingui();
  const title = t`loading……`;
  useEffect(() => {
    if (!pending) return;
    // Removed at once: the answer's own toast (success or error) takes its place.
    return showLoading(title);
  }, [pending, title]);
}
