// Add or edit a protected website (002 §2.1, §3.6, §5.6). A new website gets a fresh cname from the server;
// HTTPS needs a certificate matching the domain. A refusal (the text in `data`) shows at the top and keeps
// everything typed; after a success the user is on /dcdn/website.
import { Input, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { OptionsReadFailure } from '@/components/query/options-read';
import { useCreateWebsite, useUpdateWebsite } from '../api/website-mutations';
import { certificatesForDomainQuery, randomCnameQuery } from '../api/website-queries';
import { REMARK_MAX, remarkLength } from '../rules/remark';
import { LOAD_BALANCE_MODES, loadBalanceLabels } from '../rules/load-balance';
import { websiteFormSchema, websiteFormValues, websiteRequest, type WebsiteFormValues } from '../rules/website-form';
import type { Website } from '../types';
import { ListenPortFields } from './ListenPortFields';
import { OriginFields } from './OriginFields';

interface Props {
  account: string;
  editing?: Website;
  onClose(): void;
  onSaved(): void;
}

export function WebsiteFormDialog({ account, editing, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const create = useCreateWebsite();
  const update = useUpdateWebsite();
  const cname = useQuery({ ...randomCnameQuery(), enabled: !editing });
  const form = useSchemaForm<WebsiteFormValues>(websiteFormSchema, websiteFormValues(editing));
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [domain, mode, listen, remark] = useWatch({
    control,
    name: ['domain', 'loadBalanceMode', 'listenPorts', 'remark'],
  });
  const https = listen.some((port) => port.protocol === 'https');
  const certificates = useQuery({
    ...certificatesForDomainQuery(domain.trim()),
    enabled: https && domain.trim().length > 3,
  });

  const submit = (values: WebsiteFormValues) => {
    const body = websiteRequest(values);
    const done = { onSuccess: onSaved };
    if (editing) update.mutate({ body: { id: editing.id, ...body } }, done);
    else create.mutate({ body: { ...body, account, ...(cname.data ? { cname: cname.data } : {}) } }, done);
  };

  return (
    <FormDialog
      title={editing ? t`Edit website` : t`Add website`}
      form={form}
      onSubmit={submit}
      mutation={editing ? update : create}
      submitLabel={editing ? t`Save` : t`Create`}
      onClose={onClose}
      size="lg"
    >
      <FormField label={t`Domain`} error={errors.domain?.message} required readOnly={Boolean(editing)}>
        <Input {...register('domain')} readOnly={Boolean(editing)} placeholder="www.example.com" autoComplete="off" />
      </FormField>
      <FormField
        label={t`CNAME`}
        readOnly
        helper={t`Point the domain's DNS to this CNAME once the website is created.`}
      >
        <Input readOnly value={editing?.cname ?? cname.data ?? ''} placeholder={cname.isPending ? t`Loading…` : ''} />
      </FormField>
      <OptionsReadFailure reads={[cname]} />
      <SelectField
        label={t`Load-balancing mode`}
        options={LOAD_BALANCE_MODES.map((m) => ({ value: m, label: i18n._(loadBalanceLabels[m]) }))}
        {...register('loadBalanceMode')}
      />
      <OriginFields form={form} weighted={mode === 'weighted'} />
      <ListenPortFields form={form} />
      {https && (
        <SelectField
          label={t`Certificate`}
          error={errors.certificateId?.message}
          required
          placeholder={certificates.isPending ? t`Loading…` : t`Choose a certificate`}
          options={(certificates.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.subjectName}, ${t`expires ${c.afterDate.slice(0, 10)}`})`,
          }))}
          {...register('certificateId')}
        />
      )}
      {https && <OptionsReadFailure reads={[certificates]} />}
      <FormField
        label={t`Remark`}
        error={errors.remark?.message}
        helper={<Text as="span">{t`${remarkLength(remark)} / ${REMARK_MAX} characters`}</Text>}
      >
        <Textarea rows={2} {...register('remark')} />
      </FormField>
    </FormDialog>
  );
}
