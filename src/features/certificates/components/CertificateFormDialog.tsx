// Upload or edit a certificate: name (unique in the account), public and private key (PEM, typed on upload and
// read in the browser first; shown read-only when editing, CertificateKeys), and sharing with other accounts.
// A refusal keeps everything typed. Replacing a certificate is an upload into the old one's account, bound to
// the old one's domains (rules/replacement.ts).
import { Alert, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Checkbox, CheckboxGroup, Switch } from '@/components/ui/toggles';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { SessionUser } from '@/api/session';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PROVIDER_ZONE } from '@/lib/provider-time.js';
import { toServerDay } from '@/lib/server-time';
import { useAddCertificate, useUpdateCertificate } from '../api/certificate-mutations';
import { useReplaceCertificate } from '../api/replace-certificate';
import { certificateNamesQuery } from '../api/certificate-queries';
import { certificateFormSchema, type CertificateFormValues } from '../rules/certificate-form';
import { readPemCertificate, type PemSummary } from '../rules/pem';
import { replacementName, type ReplaceTarget } from '../rules/replacement';
import { CertificateKeys } from './CertificateKeys';
import { ShortValidityConsent } from './ShortValidityConsent';
import type { CertificateScope } from '@/api/certificate-scopes';
import { availableAccounts, shareAccountValue, shareOptions, sharingAllowed, splitAccounts } from '../rules/share';
import type { CertificateRow } from '../types';

interface Props {
  user: SessionUser;
  scope: CertificateScope;
  /** The row being edited; absent for an upload. */
  editing?: CertificateRow;
  /** The certificate an upload replaces (its name, account and domains). */
  replacing?: ReplaceTarget;
  onClose(): void;
}

const NOTHING_REPLACED: ReplaceTarget = { id: 0, name: '', account: '', domains: [] };

export function CertificateFormDialog({ user, scope, editing, replacing, onClose }: Props) {
  const { t } = useLingui();
  const isEdit = editing !== undefined;
  const account = replacing?.account ?? user.account;
  const names = useQuery(certificateNamesQuery(account));
  const add = useAddCertificate();
  const update = useUpdateCertificate();
  const replace = useReplaceCertificate(replacing ?? NOTHING_REPLACED);
  const options = shareOptions(user.treeData);
  const canShare = sharingAllowed(scope);
  const [preview, setPreview] = useState<PemSummary>();
  const schema = useMemo(
    () =>
      certificateFormSchema({
        existingNames: (names.data ?? []).filter((name) => name !== replace.uploadedName),
        currentName: editing?.name,
        shareOptionCount: options.length,
      }),
    [names.data, replace.uploadedName, editing?.name, options.length],
  );
  const form = useSchemaForm<CertificateFormValues>(schema, {
    name: replacing ? replacementName(replacing.name, toServerDay(new Date())) : (editing?.name ?? ''),
    publicKey: editing?.publicKey ?? '',
    privateKey: '',
    acceptShortValidity: false,
    shareOn: canShare && splitAccounts(editing?.shareAccount).length > 0,
    picked: splitAccounts(editing?.shareAccount),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;

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

  const submit = (values: CertificateFormValues) => {
    const available = availableAccounts(user.account_all, user.account);
    const shareAccount = shareAccountValue(values, scope, options.length, available);
    const common = { name: values.name.trim(), shareAccount, account, user: user.username };
    const done = { onSuccess: onClose };
    const keys = { publicKey: values.publicKey.trim(), privateKey: values.privateKey.trim() };
    if (editing) update.mutate({ body: { id: editing.id, ...common } }, done);
    else if (replacing) replace.mutate({ ...common, ...keys }, done);
    else add.mutate({ body: { ...common, ...keys } }, done);
  };

  const shareOn = useWatch({ control, name: 'shareOn' });

  return (
    <FormDialog
      title={isEdit ? t`Edit certificate` : replacing ? t`Replace ${replacing.name}` : t`Upload certificate`}
      form={form}
      onSubmit={submit}
      mutation={isEdit ? update : replacing ? replace : add}
      submitLabel={isEdit ? t`Save` : replacing ? t`Upload and bind` : t`Upload`}
      onClose={onClose}
      size="lg"
    >
      {replacing && <ReplaceNote target={replacing} uploaded={replace.uploadedName !== undefined} />}
      {!isEdit && (
        <Text fontSize="sm" color="fg.muted">
          {t`PEM format only. A certificate should be valid for at least 30 more days; a shorter one needs your confirmation.`}
        </Text>
      )}
      <FormField label={t`Certificate name`} error={errors.name?.message} required>
        <Input {...register('name')} />
      </FormField>
      {editing && <CertificateKeys certificate={editing} />}
      {!isEdit && (
        <FormField
          label={t`Public key (PEM certificate)`}
          error={errors.publicKey?.message}
          required
          helper={
            preview && (
              <Stack as="span" gap="0" data-testid="pem-preview">
                <Text as="span">{t`Subject: ${preview.subject}`}</Text>
                <Text as="span">{t`DNS names: ${preview.dnsNames.join(', ') || '—'}`}</Text>
                <Text as="span">{t`Expires: ${toServerDay(preview.notAfter)} (${PROVIDER_ZONE}), ${plural(preview.daysLeft, { one: 'in # day', other: 'in # days' })}`}</Text>
              </Stack>
            )
          }
        >
          <Textarea
            rows={8}
            fontFamily="mono"
            fontSize="xs"
            placeholder="-----BEGIN CERTIFICATE-----"
            {...register('publicKey')}
          />
        </FormField>
      )}
      {!isEdit && preview && <ShortValidityConsent form={form} summary={preview} />}
      {!isEdit && (
        <FormField label={t`Private key`} error={errors.privateKey?.message} required>
          <Textarea
            rows={6}
            fontFamily="mono"
            fontSize="xs"
            autoComplete="off"
            spellCheck={false}
            placeholder="-----BEGIN PRIVATE KEY-----"
            {...register('privateKey')}
          />
        </FormField>
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
          render={({ field, fieldState }) => (
            <FormField label={t`Accounts to share with`} error={fieldState.error?.message}>
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
            </FormField>
          )}
        />
      )}
    </FormDialog>
  );
}

/** What a replacement binds, and, once the upload went through but the binding did not, that it is uploaded. */
function ReplaceNote({ target, uploaded }: { target: ReplaceTarget; uploaded: boolean }) {
  const { t } = useLingui();
  const domains = target.domains.join(', ');
  return (
    <Stack gap="2">
      <Text fontSize="sm" data-testid="replace-domains">
        {domains
          ? t`The new certificate is bound to the domains of ${target.name}: ${domains}`
          : t`${target.name} is bound to no domain: the new certificate is only uploaded.`}
      </Text>
      {uploaded && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t`The new certificate is uploaded; its domains are not bound yet. Try again to bind them.`}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
