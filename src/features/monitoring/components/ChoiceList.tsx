// A labelled list of checkboxes for the forms of this area (groups of a contact, members of a group, domains,
// groups and channels of a rule). Values are strings here; the forms map ids in and out.
import { Flex, Text } from '@chakra-ui/react';
import { Checkbox, CheckboxGroup, Fieldset } from '@/components/ui/toggles';

interface Props {
  label: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
  empty?: string;
  required?: boolean;
}

export function ChoiceList({ label, options, value, onChange, error, empty, required }: Props) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
        {required && (
          <Text as="span" color="fg.error" ms="1" aria-hidden>
            *
          </Text>
        )}
      </Fieldset.Legend>
      {options.length === 0 && empty ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <CheckboxGroup value={[...value]} onValueChange={onChange} name={label}>
          <Flex gap="2" wrap="wrap" maxH="40" overflowY="auto">
            {options.map((option) => (
              <Checkbox.Root key={option.value} value={option.value} size="sm" minW="40">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
        </CheckboxGroup>
      )}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** Ids as the checkboxes' values and back. */
export const idsToValues = (ids: readonly number[]) => ids.map(String);
export const valuesToIds = (values: readonly string[]) => values.map(Number);
