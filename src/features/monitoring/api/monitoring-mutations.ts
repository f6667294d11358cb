// Writes of cloud monitoring. Each reloads what the contract's x-invalidates names (contacts and groups
// reload each other; rule changes reload the rule list; a group rename or delete also makes the rules
// stale) and shows 'Success' (成功) when the code is the string '200' (002 §8.5). Form dialogs show a
// refusal themselves and keep what was typed (errorToast false); the other writes toast the server's message.
import { msg } from '@lingui/core/macro';
import { useApiMutation } from '@/api/query';

// Inferred: 002 §8.5 gives the word '成功'; the portal shows it translated ('Success' in English), as a word of
// its own catalogue rather than the server's msg.
const success = msg`Success`;
const inForm = { meta: { errorToast: false, success } };
const toasted = { meta: { success } };

export const useAddContact = () => useApiMutation('addMonitoringContact', inForm);
export const useUpdateContact = () => useApiMutation('updateMonitoringContact', inForm);
export const useDeleteContact = () => useApiMutation('deleteMonitoringContact', toasted);
export const useSendTestMessage = () => useApiMutation('sendMonitoringContactMessage', toasted);

export const useAddGroup = () => useApiMutation('addMonitoringGroup', inForm);
export const useUpdateGroup = () => useApiMutation('updateMonitoringGroup', inForm);
export const useDeleteGroup = () => useApiMutation('deleteMonitoringGroup', toasted);
export const useRemoveGroupContact = () => useApiMutation('removeMonitoringGroupContact', toasted);

export const useAddRule = () => useApiMutation('addMonitoringRule', inForm);
export const useUpdateRule = () => useApiMutation('updateMonitoringRule', inForm);
export const useEnableRule = () => useApiMutation('enableMonitoringRule', toasted);
export const useDisableRule = () => useApiMutation('disableMonitoringRule', toasted);
export const useDeleteRule = () => useApiMutation('deleteMonitoringRule', toasted);
