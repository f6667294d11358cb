// What every wizard step receives: the one form holding all steps' values.
import type { UseFormReturn } from 'react-hook-form';
import type { DomainFormValues } from '@/features/domains/rules/domain-form';

export interface StepProps {
  form: UseFormReturn<DomainFormValues>;
  /** Editing an existing domain: its name and type stay as they are. */
  editing: boolean;
}

/** The translated pairs of a label table, for a Choice. */
export const pairs = (labels: Record<string, { id: string }>, translate: (d: { id: string }) => string) =>
  Object.entries(labels).map(([value, label]): [string, string] => [value, translate(label)]);
