// The lines of the box that will not be sent: invalid ones with their line number and reason (the push is
// refused until they are fixed), and repeats (left out of the push, and removable with one click).
import { Alert, Button, List, Stack } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UrlList } from '../rules/url-list';
import { urlProblemMessages } from './url-problem-messages';

interface Props {
  list: UrlList;
  /** Show the invalid lines (after a push was attempted). */
  showInvalid: boolean;
  onRemoveDuplicates(): void;
}

export function UrlProblems({ list, showInvalid, onRemoveDuplicates }: Props) {
  const { t, i18n } = useLingui();
  const invalidCount = list.invalid.length;
  const duplicateCount = list.duplicates.length;
  return (
    <Stack gap="2">
      {showInvalid && invalidCount > 0 && (
        <Alert.Root status="error" role="alert" data-testid="invalid-lines">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`${plural(invalidCount, { one: '# line cannot be pushed; fix it and push again:', other: '# lines cannot be pushed; fix them and push again:' })}`}</Alert.Title>
            <List.Root fontSize="sm" gap="0.5">
              {list.invalid.map(({ line, text, problem }) => (
                <List.Item key={line} wordBreak="break-all">
                  {t`Line ${line}`}: {text} — {i18n._(urlProblemMessages[problem])}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      )}
      {duplicateCount > 0 && (
        <Alert.Root status="warning" data-testid="duplicate-lines">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`${plural(duplicateCount, { one: '# repeated line will be left out:', other: '# repeated lines will be left out:' })}`}</Alert.Title>
            <List.Root fontSize="sm" gap="0.5">
              {list.duplicates.map(({ line, firstLine }) => (
                <List.Item key={line}>{t`Line ${line} repeats line ${firstLine}`}</List.Item>
              ))}
            </List.Root>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={onRemoveDuplicates}>
            {t`Remove repeated lines`}
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}
