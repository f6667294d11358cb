// Chakra's toaster: the store and the list that shows it (Chakra's toaster snippet, trimmed). Loaded with the
// first toast through ./toaster; nothing else imports this module.
import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { addSlotRecipes } from './later-recipes';

// The toast's recipe, which the system of the first page is made without (src/app/theme.ts).
addSlotRecipes({ toast: toastSlotRecipe });

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

export function ToastList() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
