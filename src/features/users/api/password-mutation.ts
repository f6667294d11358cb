// The signed-in user's password change (000 §7): the one call whose URL carries a password, because the
// specification fixes it as a query parameter. Nothing logs it or writes it to storage.
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query';
import { messages } from '@/api/error-messages';
import { withPasswordChanged } from '../rules/user-list';
import { followList } from './follow-list';

/**
 * A failure is shown in the form as 'Password change failed' (000 §8), not as a toast. A success updates the
 * stored password (000 §4): the user's entry in the cached user lists (memory only, as every list follows its
 * writes); the session stays signed in.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useApiMutation('changeOwnPassword', {
    meta: { errorToast: false, success: messages.passwordChanged },
    onSuccess: (_, { params: { query } }) => followList(queryClient, (list) => withPasswordChanged(list, query)),
  });
}
