// The host rename (001 §8): 'success' on success; the answer replaces the host by id in every cached host
// list, whichever shape its answer has (nothing is reloaded, x-invalidates is empty). The dialog shows a refusal
// itself.
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { operationKeyRoot, useApiMutation } from '@/api/query';
import { answerWithReplaced } from '../rules/host-list';
import type { HostsAnswer } from '../types';
import { HOST_LIST_OPERATIONS } from './host-queries';

export function useRenameHost() {
  const queryClient = useQueryClient();
  return useApiMutation('renameHost', {
    meta: { errorToast: false, success: msg`success` },
    onSuccess: (renamed) => {
      for (const id of HOST_LIST_OPERATIONS) {
        queryClient.setQueriesData<HostsAnswer>({ queryKey: operationKeyRoot(id) }, (answer) =>
          answerWithReplaced(answer, renamed),
        );
      }
    },
  });
}
