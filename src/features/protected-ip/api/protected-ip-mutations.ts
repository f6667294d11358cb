// Writes of the protected-IP area. Each invalidates what the contract's x-invalidates names; on success the
// server's own message is the toast (002 §8.3), the declared one only when it sends none; a refusal's
// text is the envelope's `data` (x-error-text: data). The form shows its refusal itself (errorToast false);
// the confirmations' refusals arrive as toasts. These come with the dialogs that make them; the writes a row makes
// without a dialog are the list's (entry-row-writes.ts).
import { msg } from '@lingui/core/macro';
import { useApiMutation } from '@/api/query';

export const useCreateEntry = () =>
  useApiMutation('createProtectedIp', {
    meta: { errorToast: false, successFromServer: true, success: msg`Created, waiting for confirmation` },
  });

export const useUpdateEntry = () =>
  useApiMutation('updateProtectedIp', {
    meta: { errorToast: false, successFromServer: true, success: msg`Saved, the configuration is being applied` },
  });

export const useDeleteEntry = () =>
  useApiMutation('deleteProtectedIp', { meta: { successFromServer: true, success: msg`Deleted` } });

export const useDisableEntry = () =>
  useApiMutation('disableProtectedIp', { meta: { successFromServer: true, success: msg`Disabling started` } });
