// The session calls every part of the portal shares: login, automatic login, logout.
import { useQueryClient } from '@tanstack/react-query';
import { loadCipher } from './lazy-cipher';
import { useApiMutation } from './query';
import { clearSession } from './session';
import { announceSignedOut } from './session-follow';

// The user info a successful login answers is stored encrypted (storeUser): the cipher is loaded before the
// caller's own success handler runs (a mutation's onSuccess is awaited before those of `mutate`).
const storable = () => loadCipher();

export const useLogin = () => useApiMutation('login', { meta: { errorToast: false }, onSuccess: storable });

/** Tried once when the login screen opens; a refusal is silent (the form simply stays). */
export const useAutoLogin = () => useApiMutation('autoLogin', { meta: { errorToast: false }, onSuccess: storable });

/**
 * Logout succeeds with '0' or '1' (the contract's rule, 000 §4). Inferred: when the server refuses (any other
 * code, or no answer) the portal clears the session too, since a user who asked to leave must not stay signed in
 * on this browser; the server's session then ends by its own timeout.
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
  return useApiMutation('logout', { onSuccess: finish, onError: finish });
}
