// The one way to build a form in a dialog: the form's fields as children, a refusal of the server shown at the
// top with everything typed kept, submit disabled while the request runs, and Cancel. The write itself fires
// once however fast the clicks (the mutation helpers' single-flight guard). Cancel, Escape or the close button
// on a form with something typed asks first: what was typed is lost otherwise.
import { Alert, Button, Portal, Stack } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { describeError } from '@/api/error-messages';
import { useAskBeforeClose } from './leave-question';

interface Props<V extends FieldValues> {
  title: ReactNode;
  form: UseFormReturn<V>;
  onSubmit(values: V): void;
  /** The write's state: its refusal is shown in the dialog. */
  mutation: { isPending: boolean; error: unknown };
  submitLabel: string;
  /** Leaving without saving: closes at once when nothing is unsaved, else after the user agrees. */
  onClose(): void;
  /** Whether closing would lose input; the form's own changes unless the caller knows more (a wizard's steps). */
  unsaved?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}

export function FormDialog<V extends FieldValues>({ form, mutation, ...props }: Props<V>) {
  const { t, i18n } = useLingui();
  const refusal = mutation.error ? describeError(i18n, mutation.error) : undefined;
  // Read during render: react-hook-form reports isDirty only to a form that subscribed to it.
  const { close, question } = useAskBeforeClose(props.unsaved ?? form.formState.isDirty, props.onClose);
  return (
    <>
      <Dialog.Root
        open
        onOpenChange={(e) => !e.open && close()}
        size={props.size ?? 'md'}
        closeOnInteractOutside={false}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form onSubmit={form.handleSubmit(props.onSubmit)} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{props.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    {refusal && (
                      <Alert.Root status="error" data-testid="form-refusal">
                        <Alert.Indicator />
                        <Alert.Title>{refusal}</Alert.Title>
                      </Alert.Root>
                    )}
                    {props.children}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close}>
                    {t`Cancel`}
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="blue"
                    loading={mutation.isPending || form.formState.isSubmitting}
                    disabled={mutation.isPending}
                  >
                    {props.submitLabel}
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {question}
    </>
  );
}
