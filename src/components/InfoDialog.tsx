// A read-only dialog with a Close button (history, scheduling, comparisons, port errors…).
import { Button, Portal } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function InfoDialog(props: { title: ReactNode; onClose(): void; children: ReactNode; footer?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && props.onClose()}
      // A modal dialog keeps the focus, so the focus leaves it only while one dialog gives way to the next (the
      // history to its comparison): that is no reason to close. A click outside and Escape still close it.
      onFocusOutside={(e) => e.preventDefault()}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                {t`Close`}
              </Button>
              {props.footer}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
