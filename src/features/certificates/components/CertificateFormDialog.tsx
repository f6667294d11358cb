// Upload or edit a certificate: name (unique in the account), public and private key (PEM, upload only,
// read in the browser first), and sharing with other accounts. A refusal keeps everything typed.
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Field,
  Portal,
  Stack,
  Switch,
  Text,
  Textarea,
  Input,
} from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { describeError } from '../../../api/error-messages';
import type { SessionUser } from '../../../api/session';
import { useAddCertificate, useUpdateCertificate } from '../api/certificate-mutations';
import { certificateNamesQuery } from '../api/certificate-queries';
import { checkCertificateName } from '../rules/name';
import { looksLikePrivateKey, pemMessages, readPemCertificate, type PemSummary } from '../rules/pem';
import type { CertificateScope } from '../rules/scope';
import {
  availableAccounts,
  checkShare,
  shareAccountValue,
  shareOptions,
  sharingAllowed,
  splitAccounts,
} from '../rules/share';
import type { CertificateRow } from '../types';

interface FormValues {
  name: string;
  publicKey: string;
  privateKey: string;
  shareOn: boolean;
  picked: string[];
}

interface Props {
  user: SessionUser;
  scope: CertificateScope;
  /** The row being edited; absent for an upload. */
  editing?: CertificateRow;
  onClose(): void;
}

export function CertificateFormDialog({ user, scope, editing, onClose }: Props) {
  const { t, i18n } = useLingui();
  const isEdit = editing !== undefined;
  const names = useQuery(certificateNamesQuery(user.account));
  const add = useAddCertificate();
  const update = useUpdateCertificate();
  const mutation = isEdit ? update : add;
  const options = shareOptions(user.treeData);
  const canShare = sharingAllowed(scope);
  const [preview, setPreview] = useState<PemSummary>();

  const { register, handleSubmit, control, formState } = useForm<FormValues>({
    defaultValues: {
      name: editing?.name ?? '',
      publicKey: editing?.publicKey ?? '',
      privateKey: '',
      shareOn: canShare && splitAccounts(editing?.shareAccount).length > 0,
      picked: splitAccounts(editing?.shareAccount),
    },
  });
  const message = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : true);

  // Show what the pasted certificate says as soon as it can be read.
  const publicKey = useWatch({ control, name: 'publicKey' });
  useEffect(() => {
    let current = true;
    if (isEdit || !publicKey.trim()) return;
    void readPemCertificate(publicKey).then((result) => {
      if (current) setPreview(result.ok ? result.summary : undefined);
    });
    return () => {
      current = false;
      setPreview(undefined);
    };
  }, [publicKey, isEdit]);

  const onSubmit = handleSubmit((values) => {
    const shareAccount = shareAccountValue(
      values,
      scope,
      options.length,
      availableAccounts(user.account_all, user.account),
    );
    const common = { name: values.name.trim(), shareAccount, account: user.account, user: user.username };
    const done = { onSuccess: onClose };
    if (editing) update.mutate({ body: { id: editing.id, ...common } }, done);
    else
      add.mutate(
        { body: { ...common, publicKey: values.publicKey.trim(), privateKey: values.privateKey.trim() } },
        done,
      );
  });

  const shareOn = useWatch({ control, name: 'shareOn' });
  const refusal = mutation.error ? describeError(i18n, mutation.error) : undefined;

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{isEdit ? t`Edit certificate` : t`Upload certificate`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {refusal && (
                    <Alert.Root status="error" data-testid="certificate-form-error">
                      <Alert.Indicator />
                      <Alert.Title>{refusal}</Alert.Title>
                    </Alert.Root>
                  )}
                  {!isEdit && (
                    <Text fontSize="sm" color="fg.muted">
                      {t`The certificate must be valid for at least 30 more days. PEM format only.`}
                    </Text>
                  )}
                  <Field.Root invalid={Boolean(formState.errors.name)} required>
                    <Field.Label>{t`Certificate name`}</Field.Label>
                    <Input
                      {...register('name', {
                        validate: (v) => message(checkCertificateName(v, names.data ?? [], editing?.name)),
                      })}
                    />
                    <Field.ErrorText>{formState.errors.name?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(formState.errors.publicKey)} required={!isEdit} readOnly={isEdit}>
                    <Field.Label>{t`Public key (PEM certificate)`}</Field.Label>
                    <Textarea
                      rows={8}
                      fontFamily="mono"
                      fontSize="xs"
                      readOnly={isEdit}
                      placeholder="-----BEGIN CERTIFICATE-----"
                      {...register('publicKey', {
                        validate: async (v) => {
                          if (isEdit) return true;
                          const result = await readPemCertificate(v);
                          return result.ok ? true : i18n._(result.error);
                        },
                      })}
                    />
                    <Field.ErrorText>{formState.errors.publicKey?.message}</Field.ErrorText>
                    {preview && (
                      <Stack gap="0" fontSize="xs" color="fg.muted" data-testid="pem-preview">
                        <Text>{t`Subject: ${preview.subject}`}</Text>
                        <Text>{t`DNS names: ${preview.dnsNames.join(', ') || '—'}`}</Text>
                        <Text>{t`Expires: ${preview.notAfter.toLocaleDateString(i18n.locale)} (${preview.daysLeft} days)`}</Text>
                      </Stack>
                    )}
                  </Field.Root>
                  {!isEdit && (
                    <Field.Root invalid={Boolean(formState.errors.privateKey)} required>
                      <Field.Label>{t`Private key`}</Field.Label>
                      <Textarea
                        rows={6}
                        fontFamily="mono"
                        fontSize="xs"
                        autoComplete="off"
                        spellCheck={false}
                        placeholder="-----BEGIN PRIVATE KEY-----"
                        {...register('privateKey', {
                          validate: (v) => message(looksLikePrivateKey(v) ? undefined : pemMessages.notPrivateKey),
                        })}
                      />
                      <Field.ErrorText>{formState.errors.privateKey?.message}</Field.ErrorText>
                    </Field.Root>
                  )}
                  <Controller
                    control={control}
                    name="shareOn"
                    render={({ field }) => (
                      <Switch.Root
                        checked={canShare && field.value}
                        disabled={!canShare}
                        onCheckedChange={(e) => field.onChange(e.checked)}
                      >
                        <Switch.HiddenInput />
                        <Switch.Control />
                        <Switch.Label>
                          {canShare ? t`Share with other accounts` : t`Sharing is off in the sub-account scope`}
                        </Switch.Label>
                      </Switch.Root>
                    )}
                  />
                  {canShare && shareOn && options.length > 0 && (
                    <Controller
                      control={control}
                      name="picked"
                      rules={{ validate: (picked) => message(checkShare({ shareOn, picked }, options.length)) }}
                      render={({ field, fieldState }) => (
                        <Field.Root invalid={Boolean(fieldState.error)}>
                          <Field.Label>{t`Accounts to share with`}</Field.Label>
                          <CheckboxGroup value={field.value} onValueChange={field.onChange}>
                            <Stack gap="1">
                              {options.map((option) => (
                                <Checkbox.Root key={option.value} value={option.value} size="sm">
                                  <Checkbox.HiddenInput />
                                  <Checkbox.Control />
                                  <Checkbox.Label>
                                    {option.title} ({option.value})
                                  </Checkbox.Label>
                                </Checkbox.Root>
                              ))}
                            </Stack>
                          </CheckboxGroup>
                          <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
                        </Field.Root>
                      )}
                    />
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t`Cancel`}
                </Button>
                <Button type="submit" colorPalette="blue" loading={mutation.isPending || formState.isSubmitting}>
                  {isEdit ? t`Save` : t`Upload`}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
