// Add or edit a domain in five steps (basic → origin → cache → advanced → preview). One form holds every
// step, so going back and forth keeps all values; leaving a step checks it (and asks the ICP or test-URL call);
// leaving the wizard with changes asks first. A refusal of the server shows in the dialog, nothing typed lost.
import { Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { describeApiError, messages } from '@/api/error-messages';
import type { SessionUser } from '@/api/session';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAddDomain, useUpdateDomain } from '@/features/domains/api/domain-mutations';
import {
  allDomainsQuery,
  checkIcp,
  checkTestUrl,
  defaultCacheStrategyQuery,
  domainConfigQuery,
  type DomainRow,
} from '@/features/domains/api/domain-queries';
import { fromDetail, toConfig } from '@/features/domains/rules/domain-body';
import { domainFormSchema, emptyDomainForm, STEPS, type DomainFormValues } from '@/features/domains/rules/domain-form';
import { DEFAULT_CACHE_DAYS } from '@/features/domains/rules/field-rules';
import { StepBody } from './StepBody';

interface Props {
  user: SessionUser;
  editing?: DomainRow;
  onClose(): void;
}

export function DomainWizard({ user, editing, onClose }: Props) {
  const detail = useQuery({ ...domainConfigQuery(editing?.id ?? 0), enabled: Boolean(editing), throwOnError: false });
  if (!editing) return <WizardForm user={user} initial={emptyDomainForm()} onClose={onClose} />;
  if (!detail.data) return detail.isError ? null : <Spinner aria-label="…" position="fixed" top="50%" left="50%" />;
  return <WizardForm user={user} editing={editing} initial={fromDetail(detail.data)} onClose={onClose} />;
}

function WizardForm({ user, editing, initial, onClose }: Props & { initial: DomainFormValues }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [stepIndex, setStepIndex] = useState(0);
  const step = STEPS[stepIndex] ?? 'basic';
  const names = useQuery({ ...allDomainsQuery(), throwOnError: false, select: (rows) => rows.map((row) => row.name) });
  const schema = useMemo(
    () => domainFormSchema(step, { existingNames: names.data ?? [], currentName: editing?.name }),
    [step, names.data, editing?.name],
  );
  const form = useSchemaForm<DomainFormValues>(schema, initial);
  const add = useAddDomain();
  const update = useUpdateDomain();
  const mutation = editing ? update : add;

  /** A check's refusal: the server's message, or the catalogue's text when it sent none (002 §8.2). */
  const refuse = (field: 'icp' | 'testUrl', error: unknown, fallback: typeof messages.icpError) => {
    const message = isApiError(error) ? describeApiError(i18n, error, fallback) : i18n._(fallback);
    form.setError(field, { type: 'server', message }, { shouldFocus: true });
  };

  /** The cache step starts from the type's default strategy unless the user already set rules. */
  const loadDefaultStrategy = async (type: string) => {
    if (editing || form.getFieldState('cacheStrategies').isDirty) return;
    const addable = type as keyof typeof DEFAULT_CACHE_DAYS;
    const fallback = [
      { path: '/', matchType: 'all' as const, time: String(DEFAULT_CACHE_DAYS[addable] ?? 30), unit: 'day' as const },
    ];
    const rules = await queryClient.fetchQuery(defaultCacheStrategyQuery(addable)).catch(() => undefined);
    form.setValue('cacheStrategies', rules ? rules.map((r) => ({ ...r, time: String(r.time) })) : fallback);
  };

  const next = async (values: DomainFormValues) => {
    if (step === 'basic') {
      try {
        await checkIcp({ name: values.name.trim().toLowerCase(), icp: values.icp.trim() });
      } catch (error) {
        return refuse('icp', error, messages.icpError);
      }
      await loadDefaultStrategy(values.type);
    }
    if (step === 'origin') {
      const config = toConfig(values);
      try {
        await checkTestUrl({
          name: config.name,
          testUrl: values.testUrl,
          backhost: config.backhost,
          protocol: values.protocol,
          origins: config.origins ?? [],
        });
      } catch (error) {
        return refuse('testUrl', error, messages.testUrlError);
      }
    }
    if (step !== 'preview') return setStepIndex(stepIndex + 1);
    const config = toConfig(values);
    if (editing)
      update.mutate(
        { body: { ...config, id: editing.id, name: editing.name, type: editing.type } },
        { onSuccess: onClose },
      );
    else
      add.mutate(
        {
          body: {
            ...config,
            name: config.name ?? '',
            icp: config.icp ?? '',
            backhost: config.backhost ?? '',
            origins: config.origins ?? [],
            type: values.type as 'download',
            account: user.account,
          },
        },
        { onSuccess: onClose },
      );
  };

  // Read during render: react-hook-form reports isDirty only to a form that subscribed to it. A wizard past
  // its first step has input to lose even with every field as it came.
  const unsaved = form.formState.isDirty || stepIndex > 0;
  return (
    <FormDialog
      title={editing ? t`Settings of ${editing.name}` : t`Add domain`}
      form={form}
      mutation={mutation}
      onSubmit={next}
      submitLabel={step === 'preview' ? (editing ? t`Save` : t`Add`) : t`Next`}
      onClose={onClose}
      unsaved={unsaved}
      size="lg"
    >
      <StepBody form={form} editing={Boolean(editing)} step={step} onBack={() => setStepIndex(stepIndex - 1)} />
    </FormDialog>
  );
}
