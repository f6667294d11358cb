// Writes of the user screens. They reload nothing (the contract's x-invalidates is empty): each answer is
// applied to every cached user list by the rules of 000 §4, which is how the list follows changes.
import { msg } from '@lingui/core/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { operationKeyRoot, useApiMutation } from '@/api/query';
import { withCreated, withDeleted, withEnabled, withUpdated } from '../rules/user-list';
import type { SelfUser } from '../types';

export function followList(queryClient: QueryClient, change: (list: readonly SelfUser[]) => SelfUser[]) {
  for (const id of ['searchSelfUsers', 'listSelfUsers'] as const) {
    queryClient.setQueriesData<SelfUser[]>({ queryKey: operationKeyRoot(id) }, (list) => list && change(list));
  }
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useApiMutation('createSelfUser', {
    meta: { errorToast: false, success: msg`User created` },
    onSuccess: (created) => followList(queryClient, (list) => withCreated(list, created)),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useApiMutation('updateSelfUser', {
    meta: { errorToast: false, success: msg`Saved successfully` },
    onSuccess: (updated) => followList(queryClient, (list) => withUpdated(list, updated)),
  });
}

export function useMoveUser() {
  const queryClient = useQueryClient();
  return useApiMutation('updateSelfUserAccount', {
    meta: { errorToast: false },
    onSuccess: (updated) => followList(queryClient, (list) => withUpdated(list, updated)),
  });
}

export function useEnableUser() {
  const queryClient = useQueryClient();
  return useApiMutation('enableSelfUser', {
    meta: { success: msg`Saved successfully` },
    onSuccess: (answer) => followList(queryClient, (list) => withEnabled(list, answer)),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useApiMutation('deleteSelfUser', {
    meta: { success: msg`Deleted` },
    onSuccess: (_, { params }) => followList(queryClient, (list) => withDeleted(list, params.path.uid)),
  });
}
