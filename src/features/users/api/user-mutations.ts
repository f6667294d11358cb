// The writes of the user dialogs (the user form, the question before a delete), which come with them; the list's
// own write is user-enable.ts. Each answer is applied to the cached user lists (follow-list.ts).
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query';
import { withCreated, withDeleted, withUpdated } from '../rules/user-list';
import { followList } from './follow-list';

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

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useApiMutation('deleteSelfUser', {
    meta: { success: msg`Deleted` },
    onSuccess: (_, { params }) => followList(queryClient, (list) => withDeleted(list, params.path.uid)),
  });
}
