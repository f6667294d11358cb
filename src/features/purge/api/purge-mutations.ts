// Writes of the purge and prefetch area: 'Push Success' when the server accepts (000 §8). The form shows a
// refusal itself, beside the URLs it keeps (errorToast false).
import { messages } from '@/api/error-messages';
import { useApiMutation } from '@/api/query';

export const usePurgePush = () =>
  useApiMutation('submitPurgeRefresh', { meta: { errorToast: false, success: messages.pushSuccess } });

export const usePrefetchPush = () =>
  useApiMutation('submitPrefetch', { meta: { errorToast: false, success: messages.pushSuccess } });
