// Adds a condition to a rule's filter from the fields the server offers (rule-filter list) and, for a
// client-app field, the client applications (client-app list), so the user need not know the syntax.
import { Button, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { condition } from '../rules/rule-filter';
import type { ClientApp, RuleFilter } from '../types';

interface Props {
  filters: readonly RuleFilter[];
  clientApps: readonly ClientApp[];
  onAdd(condition: string): void;
}

export function ConditionBuilder({ filters, clientApps, onAdd }: Props) {
  const { t } = useLingui();
  const [key, setKey] = useState(filters[0]?.key ?? '');
  const field = filters.find((f) => f.key === key);
  const [operator, setOperator] = useState(field?.operators[0] ?? '==');
  const [value, setValue] = useState('');
  const isClientApp = field?.valueType === 'clientApp';
  if (filters.length === 0) return null;
  return (
    <HStack gap="2" align="end" role="group" aria-label={t`Add a condition`}>
      <NativeSelect.Root size="sm" width="40">
        <NativeSelect.Field
          aria-label={t`Field`}
          value={key}
          onChange={(e) => {
            const next = filters.find((f) => f.key === e.target.value);
            setKey(e.target.value);
            setOperator(next?.operators[0] ?? '==');
            setValue('');
          }}
        >
          {filters.map((f) => (
            <option key={f.key} value={f.key}>
              {f.label}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="28">
        <NativeSelect.Field aria-label={t`Operator`} value={operator} onChange={(e) => setOperator(e.target.value)}>
          {field?.operators.map((op) => (
            <option key={op} value={op}>
              {op}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      {isClientApp ? (
        <NativeSelect.Root size="sm" width="44">
          <NativeSelect.Field
            aria-label={t`Client application`}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          >
            <option value="">{t`Choose`}</option>
            {clientApps.map((app) => (
              <option key={app.id} value={String(app.id)}>
                {app.name}
                {app.category ? ` (${app.category})` : ''}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      ) : (
        <Input size="sm" width="44" aria-label={t`Value`} value={value} onChange={(e) => setValue(e.target.value)} />
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={!value.trim()}
        onClick={() => {
          onAdd(condition(key, operator, value));
          setValue('');
        }}
      >
        {t`Add condition`}
      </Button>
    </HStack>
  );
}
