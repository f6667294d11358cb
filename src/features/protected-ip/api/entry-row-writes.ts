// The writes the protected IP list's rows make without a dialog: enabling an entry and checking its
// configuration. Apart from the dialogs' writes (protected-ip-mutations.ts), so the list's first paint loads
// neither those nor their messages. On success the server's own message is the toast (002 §8.3), the declared one
// only when it sends none; a refusal arrives as a toast.
import { msg } from '@lingui/core/macro';
import { useApiMutation } from '@/api/query';

export const useEnableEntry = () =>
  useApiMutation('enableProtectedIp', {
    meta: { successFromServer: true, success: msg`Enabled, the configuration is being applied` },
  });

export const useCheckEntryConfig = () =>
  useApiMutation('checkProtectedIpConfig', {
    meta: { successFromServer: true, success: msg`Configuration check submitted` },
  });
