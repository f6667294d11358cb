// A list's search form: the user edits a draft of the filters and applies it with Search (or Enter); Reset
// goes back to the defaults. The draft starts from the URL's values and follows them when they change
// (back button, a shared link). A refused draft shows its reason and keeps what was typed.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

interface Props<D> {
  values: D;
  onSearch(draft: NoInfer<D>): void;
  onReset(): void;
  /** The reason the draft cannot be searched (translated), or undefined. */
  validate?(draft: NoInfer<D>): string | undefined;
  children(draft: D, update: (patch: Partial<D>) => void, invalid: boolean): ReactNode;
  /** Buttons of the screen beside Search and Reset (upload, add…). */
  actions?: ReactNode;
}

export function FilterBar<D>(props: Props<D>) {
  return <DraftFilters key={JSON.stringify(props.values)} {...props} />;
}

function DraftFilters<D>({ values, onSearch, onReset, validate, children, actions }: Props<D>) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(values);
  const [problem, setProblem] = useState<string>();
  const update = (patch: Partial<D>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const reason = validate?.(draft);
        setProblem(reason);
        if (!reason) onSearch(draft);
      }}
    >
      {/* On a phone the fields stack, each as wide as the screen; the buttons stay together on a row. */}
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        wrap="wrap"
        align={{ base: 'stretch', md: 'end' }}
        css={{ '& > *': { minWidth: 0, maxWidth: '100%' } }}
      >
        {children(draft, update, Boolean(problem))}
        <HStack gap="3" wrap="wrap">
          <Button size="sm" type="submit" colorPalette="blue">{t`Search`}</Button>
          <Button size="sm" variant="outline" onClick={onReset}>
            {t`Reset`}
          </Button>
          {actions}
        </HStack>
      </Stack>
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {problem}
        </Text>
      )}
    </form>
  );
}
