// The session calls every part of the portal shares: login, automatic login, logout.
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from './query';
import { clearSession } from './session';
import { announceSignedOut } from './session-follow';

export const useLogin = () => useApiMutation('login', { meta: { errorToast: false } });

/** Tried once when the login screen opens; a refusal is silent (the form simply stays). */
export const useAutoLogin = () => useApiMutation('autoLogin', { meta: { errorToast: false } });

/**
 * Logout succeeds with '0' or '1' (the contract's rule, 000 §4), and only then clears the session. A refusal (any
 * other code, or no answer) keeps the user signed in and says so in the usual error toast: the server's session
 * is still open, and a portal showing the login screen over it would say otherwise.
 */
export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  const finish = () => {
    clearSession({ keepLanguage: true });
    queryClient.clear();
    // The cookie is gone for every tab of the browser: they go to login too.
    announceSignedOut();
    onDone();
  };
  return useApiMutation('logout', { onSuccess: finish });
}
