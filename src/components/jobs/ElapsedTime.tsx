// A job's running time, in the user's language.
import { useLingui } from '@lingui/react/macro';
import { elapsedForm, splitElapsed } from '@/lib/elapsed';

export function ElapsedTime({ seconds: total }: { seconds: number }) {
  const { t } = useLingui();
  const parts = splitElapsed(total);
  const { hours, minutes, seconds } = parts;
  const form = elapsedForm(parts);
  if (form === 'h') return <>{t`${hours} h ${minutes} min`}</>;
  if (form === 'm') return <>{t`${minutes} min ${seconds} s`}</>;
  return <>{t`${seconds} s`}</>;
}
