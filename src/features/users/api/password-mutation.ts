// The signed-in user's password change (000 §7): the one call whose URL carries a password, because the
// specification fixes it as a query parameter. Nothing else logs or stores the password.
import { useApiMutation } from '@/api/query';
import { messages } from '@/api/error-messages';

/**
 * A failure is shown in the form as 'Password change failed' (000 §8), not as a toast. Inferred: 000 §4 does not
 * say the stored user info changes after a password change, and the portal stores no password, so nothing
 * stored is updated; the session stays signed in.
 */
export const useChangePassword = () =>
  useApiMutation('changeOwnPassword', { meta: { errorToast: false, success: messages.passwordChanged } });
