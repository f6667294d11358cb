// An error inside a screen: what failed in the user's language, Try again where the caller can retry, and
// Copy details (operation, time, code, message) for a support request, confirmed with 'copied successfully'
// (002 §8.1). A failing widget shows this in its place instead of blanking the page.
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorDetails } from '../api/error-details';
import { describeError, messages } from '../api/error-messages';
import { notifyError, notifySuccess } from './ui/toaster';

interface Props {
  error: unknown;
  title?: ReactNode;
  onRetry?(): void;
}

export function ErrorAlert({ error, title, onRetry }: Props) {
  const { t, i18n } = useLingui();
  const copy = () =>
    navigator.clipboard.writeText(errorDetails(error)).then(
      () => notifySuccess(i18n._(messages.copied)),
      () => notifyError(t`The details could not be copied`),
    );
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title ?? t`This part of the page could not be loaded`}</Alert.Title>
        <Alert.Description>{describeError(i18n, error)}</Alert.Description>
        <HStack gap="2">
          {onRetry && (
            <Button size="xs" variant="outline" onClick={onRetry}>
              {t`Try again`}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={() => void copy()}>
            {t`Copy details`}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
