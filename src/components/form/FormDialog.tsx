// The one way to build a form in a dialog: the form's fields as children, a refusal of the server shown at the
// top with everything typed kept, submit disabled while the request runs, and Cancel. The write itself fires
// once however fast the clicks (the mutation helpers' single-flight guard).
import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { describeError } from '@/api/error-messages';

interface Props<V extends FieldValues> {
  title: ReactNode;
  form: UseFormReturn<V>;
  onSubmit(values: V): void;
  /** The write's state: its refusal is shown in the dialog. */
  mutation: { isPending: boolean; error: unknown };
  submitLabel: string;
  onClose(): void;
  size?: 'md' | 'lg';
  children: ReactNode;
}

export function FormDialog<V extends FieldValues>({ form, mutation, ...props }: Props<V>) {
  const { t, i18n } = useLingui();
  const refusal = mutation.error ? describeError(i18n, mutation.error) : undefined;
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && props.onClose()}
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
                <Button variant="outline" onClick={props.onClose}>
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
  );
}
