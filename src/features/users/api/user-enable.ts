// The user list's own write, a row's Enable or Disable: apart from the dialogs' writes (user-mutations.ts), which
// come with the dialogs, so that the list's first paint loads only this one.
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query';
import { withEnabled } from '../rules/user-list';
import { followList } from './follow-list';

export function useEnableUser() {
  const queryClient = useQueryClient();
  return useApiMutation('enableSelfUser', {
    meta: { success: msg`Saved successfully` },
    onSuccess: (answer) => followList(queryClient, (list) => withEnabled(list, answer)),
  });
}
