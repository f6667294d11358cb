// Writes of the sub-account screen. Each reloads the group list (x-invalidates) and, on success, the
// session's account tree follows the change so pickers everywhere offer the new group.
import { msg } from '@lingui/core/macro';
import { useRouter } from '@tanstack/react-router';
import { useApiMutation } from '@/api/query';
import { updateStoredUser } from '@/api/session-update';
import { withGroupChange, type GroupChange } from '../rules/group-tree';

/** Stores the changed tree and re-runs the routes' guards, which read the user into the router's context. */
function useFollowSession() {
  const router = useRouter();
  return async (change: GroupChange) => {
    if (await updateStoredUser((user) => withGroupChange(user, change))) void router.invalidate();
  };
}

export function useAddDomainGroup() {
  const follow = useFollowSession();
  return useApiMutation('addDomainGroup', {
    meta: { errorToast: false, success: msg`Sub-account added` },
    onSuccess: (_, { body }) => follow({ kind: 'add', identity: body.identity, companyName: body.companyName }),
  });
}

export function useEditDomainGroup() {
  const follow = useFollowSession();
  return useApiMutation('editDomainGroup', {
    meta: { errorToast: false, success: msg`Saved successfully` },
    onSuccess: (_, { body }) => follow({ kind: 'edit', identity: body.identity, companyName: body.companyName }),
  });
}

export function useDeleteDomainGroup() {
  const follow = useFollowSession();
  return useApiMutation('deleteDomainGroup', {
    meta: { success: msg`Deleted` },
    onSuccess: (_, { params }) => follow({ kind: 'delete', identity: params.query.domainGroup }),
  });
}
