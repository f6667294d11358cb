// Bind or migrate domains to a certificate: a two-pane transfer list with search on each side. Closing it
// with the bound domains changed and not saved asks first, as a form dialog does.
import { Alert, Box, Button, Flex, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/overlays';
import { Checkbox, CheckboxGroup } from '@/components/ui/toggles';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAskBeforeClose } from '@/components/form/leave-question';
import { describeError } from '@/api/error-messages';
import { useBindDomains } from '../api/certificate-mutations';
import { matchDomainsQuery } from '../api/certificate-queries';
import type { CertificateScope } from '@/api/certificate-scopes';
import { filterDomains, moveToAvailable, moveToChosen, type TransferState } from '../rules/transfer';
import type { CertificateRow } from '../types';

function Pane(props: {
  title: string;
  items: string[];
  selected: string[];
  onSelect(v: string[]): void;
  testId: string;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const shown = filterDomains(props.items, query);
  return (
    <Stack flex="1" minW="0" borderWidth="1px" rounded="md" p="2" data-testid={props.testId}>
      <Text fontWeight="semibold" fontSize="sm">
        {props.title} ({props.items.length})
      </Text>
      <Input size="xs" placeholder={t`Search domains`} value={query} onChange={(e) => setQuery(e.target.value)} />
      <Box h="60" overflow="auto">
        <CheckboxGroup value={props.selected} onValueChange={props.onSelect}>
          <Stack gap="1">
            {shown.map((domain) => (
              <Checkbox.Root key={domain} value={domain} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{domain}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
      </Box>
    </Stack>
  );
}

const sameDomains = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((domain) => b.includes(domain));

function Transfer(props: {
  initial: TransferState;
  certId: number;
  /** Whether the bound domains now differ from the certificate's (moving one back and forth is no change). */
  onChanged(changed: boolean): void;
  onCancel(): void;
  onSaved(): void;
}) {
  const { t, i18n } = useLingui();
  const bind = useBindDomains();
  const [state, setTransfer] = useState(props.initial);
  const setState = (next: TransferState) => {
    setTransfer(next);
    props.onChanged(!sameDomains(next.chosen, props.initial.chosen));
  };
  const [pickedLeft, setPickedLeft] = useState<string[]>([]);
  const [pickedRight, setPickedRight] = useState<string[]>([]);
  return (
    <>
      <Dialog.Body>
        {bind.error && (
          <Alert.Root status="error" mb="3">
            <Alert.Indicator />
            <Alert.Title>{describeError(i18n, bind.error)}</Alert.Title>
          </Alert.Root>
        )}
        <Flex gap="2" align="center">
          <Pane
            title={t`Not bound`}
            items={state.available}
            selected={pickedLeft}
            onSelect={setPickedLeft}
            testId="unbound-pane"
          />
          <Stack>
            <Button
              size="xs"
              aria-label={t`Bind the selected domains`}
              disabled={pickedLeft.length === 0}
              onClick={() => {
                setState(moveToChosen(state, pickedLeft));
                setPickedLeft([]);
              }}
            >
              →
            </Button>
            <Button
              size="xs"
              aria-label={t`Unbind the selected domains`}
              disabled={pickedRight.length === 0}
              onClick={() => {
                setState(moveToAvailable(state, pickedRight));
                setPickedRight([]);
              }}
            >
              ←
            </Button>
          </Stack>
          <Pane
            title={t`Bound`}
            items={state.chosen}
            selected={pickedRight}
            onSelect={setPickedRight}
            testId="bound-pane"
          />
        </Flex>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={props.onCancel}>
          {t`Cancel`}
        </Button>
        <Button
          colorPalette="blue"
          loading={bind.isPending}
          onClick={() =>
            bind.mutate({ body: { certId: props.certId, domains: state.chosen } }, { onSuccess: props.onSaved })
          }
        >
          {t`Save`}
        </Button>
      </Dialog.Footer>
    </>
  );
}

export function BindDomainsDialog({
  row,
  scope,
  onClose,
}: {
  row: CertificateRow;
  scope: CertificateScope;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const match = useQuery(matchDomainsQuery(row, scope));
  const [changed, setChanged] = useState(false);
  const { close, question } = useAskBeforeClose(changed, onClose);
  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && close()} size="xl">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t`Bind domains to ${row.name}`}</Dialog.Title>
              </Dialog.Header>
              {match.data ? (
                <Transfer
                  initial={{ available: match.data.unbind, chosen: match.data.bind }}
                  certId={row.id}
                  onChanged={setChanged}
                  onCancel={close}
                  onSaved={onClose}
                />
              ) : (
                <Dialog.Body>
                  {match.error ? <Text color="fg.error">{describeError(i18n, match.error)}</Text> : <Spinner />}
                </Dialog.Body>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {question}
    </>
  );
}
