// The host rename (001 §8): 'success' on success; the answer replaces the host by id in every cached host
// list (nothing is reloaded, x-invalidates is empty). The dialog shows a refusal itself.
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { operationKeyRoot, useApiMutation } from '@/api/query';
import { withReplaced } from '../rules/host-list';
import type { HostItem } from '../types';
import { HOST_LIST_OPERATIONS } from './host-queries';

export function useRenameHost() {
  const queryClient = useQueryClient();
  return useApiMutation('renameHost', {
    meta: { errorToast: false, success: msg`success` },
    onSuccess: (renamed) => {
      for (const id of HOST_LIST_OPERATIONS) {
        queryClient.setQueriesData<HostItem[]>({ queryKey: operationKeyRoot(id) }, (list) =>
          Array.isArray(list) ? withReplaced(list, renamed) : list,
        );
      }
    },
  });
}
