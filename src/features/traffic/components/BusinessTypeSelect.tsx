// The business type of the service-info query (002 §3.2): all, or one of the six business types.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { BUSINESS_TYPES, type BusinessType } from '../search';

interface Props {
  value: BusinessType;
  onChange(type: BusinessType): void;
}

const isBusinessType = (text: string): text is BusinessType => (BUSINESS_TYPES as readonly string[]).includes(text);

export function BusinessTypeSelect({ value, onChange }: Props) {
  const { t } = useLingui();
  const labels: Record<BusinessType, string> = {
    all: t`All types`,
    download: t`Download`,
    vod: t`Video on demand`,
    static: t`Static content`,
    live: t`Live streaming`,
    live_push: t`Live push`,
    live_pull: t`Live pull`,
  };
  return (
    <Field.Root width="auto">
      <NativeSelect.Root size="sm" width="44">
        <NativeSelect.Field
          aria-label={t`Business type`}
          value={value}
          onChange={(e) => {
            if (isBusinessType(e.target.value)) onChange(e.target.value);
          }}
        >
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {labels[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
