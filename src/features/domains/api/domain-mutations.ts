// Writes of the domain area: each invalidates what the contract's x-invalidates names. The wizard shows a
// refusal itself (errorToast false) and keeps everything typed.
import { msg } from '@lingui/core/macro';
import { useApiMutation } from '@/api/query';

export const useAddDomain = () =>
  useApiMutation('addDomain', { meta: { errorToast: false, success: msg`The domain was added and is configuring` } });

/** The catalogue key DOMAIN.updateSuccessMess; its text is not shown in the specification, ours is below. */
export const useUpdateDomain = () =>
  useApiMutation('updateDomain', {
    meta: { errorToast: false, success: msg`Saved. The new configuration is being deployed` },
  });

export const useDeleteDomain = () => useApiMutation('deleteDomain', { meta: { success: msg`Deleted` } });
