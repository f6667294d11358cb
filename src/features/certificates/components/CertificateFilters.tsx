// Search by name and time range (never after today), reset, and the upload button.
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { checkRange, today } from '../rules/date-range';

export interface CertificateFilterValues {
  name?: string;
  start?: string;
  end?: string;
}

interface Props {
  values: CertificateFilterValues;
  onSearch(values: CertificateFilterValues): void;
  onReset(): void;
  onUpload?(): void;
}

const orUndefined = (text: string) => text.trim() || undefined;

export function CertificateFilters({ values, onSearch, onReset, onUpload }: Props) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(values.name ?? '');
  const [start, setStart] = useState(values.start ?? '');
  const [end, setEnd] = useState(values.end ?? '');
  const [error, setError] = useState<string>();
  const max = today();

  const search = () => {
    const problem = checkRange(orUndefined(start), orUndefined(end));
    setError(problem ? i18n._(problem) : undefined);
    if (!problem) onSearch({ name: orUndefined(name), start: orUndefined(start), end: orUndefined(end) });
  };

  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root width="56">
          <Field.Label>{t`Certificate name`}</Field.Label>
          <Input size="sm" value={name} onChange={(e) => setName(e.target.value)} placeholder={t`Fuzzy match`} />
        </Field.Root>
        <Field.Root width="40" invalid={Boolean(error)}>
          <Field.Label>{t`From`}</Field.Label>
          <Input size="sm" type="date" max={max} value={start} onChange={(e) => setStart(e.target.value)} />
        </Field.Root>
        <Field.Root width="40" invalid={Boolean(error)}>
          <Field.Label>{t`To`}</Field.Label>
          <Input size="sm" type="date" max={max} value={end} onChange={(e) => setEnd(e.target.value)} />
        </Field.Root>
        <Button size="sm" type="submit" colorPalette="blue">{t`Search`}</Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setName('');
            setStart('');
            setEnd('');
            setError(undefined);
            onReset();
          }}
        >
          {t`Reset`}
        </Button>
        {onUpload && (
          <Button size="sm" colorPalette="green" onClick={onUpload}>
            {t`Upload`}
          </Button>
        )}
      </HStack>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </form>
  );
}
