// Writes of the website-protection area. Success shows the server's msg (002 §8.4), a refusal the text in
// `data` (the contract's x-error-text, read by the data layer); each invalidates the contract's
// x-invalidates. Forms show their refusal themselves (errorToast false); row actions get a toast.
import { msg } from '@lingui/core/macro';
import { useApiMutation } from '@/api/query';

const saved = msg`Saved`;

export const useCreateWebsite = () =>
  useApiMutation('createWebsite', { meta: { errorToast: false, successFromServer: true, success: saved } });
export const useUpdateWebsite = () =>
  useApiMutation('updateWebsite', { meta: { errorToast: false, successFromServer: true, success: saved } });
export const useEnableWebsite = () =>
  useApiMutation('enableWebsite', { meta: { successFromServer: true, success: msg`Enabled` } });
export const useDisableWebsite = () =>
  useApiMutation('disableWebsite', { meta: { successFromServer: true, success: msg`Disabled` } });
export const useCheckWebsite = () =>
  useApiMutation('checkWebsiteConfig', { meta: { successFromServer: true, success: msg`Check submitted` } });

export const useCreatePolicy = () =>
  useApiMutation('createWebsitePolicy', { meta: { errorToast: false, successFromServer: true, success: saved } });
export const useUpdatePolicy = () =>
  useApiMutation('updateWebsitePolicy', { meta: { errorToast: false, successFromServer: true, success: saved } });
export const useDeletePolicy = () =>
  useApiMutation('deleteWebsitePolicy', { meta: { successFromServer: true, success: msg`Deleted` } });

export const useCreateRule = () =>
  useApiMutation('createWebsiteRule', { meta: { errorToast: false, successFromServer: true, success: saved } });
export const useUpdateRule = () =>
  useApiMutation('updateWebsiteRule', { meta: { errorToast: false, successFromServer: true, success: saved } });
/** Enabling or disabling a rule is an update of its `enabled` flag; a refusal arrives as a toast. */
export const useToggleRule = () =>
  useApiMutation('updateWebsiteRule', { meta: { successFromServer: true, success: saved } });
export const useDeleteRule = () =>
  useApiMutation('deleteWebsiteRule', { meta: { successFromServer: true, success: msg`Deleted` } });
export const useSaveRuleOrder = () =>
  useApiMutation('updateWebsiteRulePriority', { meta: { errorToast: false, successFromServer: true, success: saved } });
