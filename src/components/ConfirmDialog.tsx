// A yes/no question before something that cannot be undone.
import { Button, Portal } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function ConfirmDialog(props: {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} role="alertdialog" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                {t`Cancel`}
              </Button>
              <Button colorPalette="red" loading={props.pending} onClick={props.onConfirm}>
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
