// /newlogin: username and password, the server's refusal in the user's language, automatic login once.
import { Alert, Box, Card, Field, Heading, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { describeError, messages } from '@/api/error-messages';
import { afterLogin } from '@/api/permissions';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import type { Screen } from '@/api/screens';
import { safeRedirect } from '@/api/safe-redirect';
import { clearUser, readStoredUserInfo, readUser, storeUser, type LoginUserInfo } from '@/api/session';
import { useAutoLogin, useLogin } from '@/api/session-api';
import { sessionChannel } from '@/api/session-channel';
import { adoptionRequest, announceSignedIn, tabStanding } from '@/api/session-follow';
import { SubmitButton } from './SubmitButton';
import { autoLoginDue, checkPassword, checkUsername, claimAutoLogin } from './login-rules';

interface Credentials {
  username: string;
  password: string;
}

type FieldErrors = Partial<Record<keyof Credentials, string>>;

export function LoginPage({ redirectTo, screens }: { redirectTo?: string; screens: readonly Screen[] }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const login = useLogin();
  const autoLogin = useAutoLogin();
  // Two fields: plain state keeps the login route light (the form library loads with the dialogs that need it).
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // The submit button is busy while automatic login runs, and already in the first render when this opening
  // is going to try it: the spinner's styles then come with the page's first styles. Inserted after the
  // first paint, Chakra's layered rules (`@layer recipes`) made Chromium restyle and lay out the whole page
  // again. (The opening is counted when the request starts, after the first paint.)
  // Sent here because another tab signed in as someone else (src/api/session-follow.ts): this tab still holds
  // the previous user, and takes up the browser's new session by automatic login (000 §4), whatever the
  // opening counter says; the counter keeps the spec's once-per-tab for the login screen's own attempt.
  const [adopting] = useState(() => {
    if (adoptionRequest.asked()) return true;
    const previous = readStoredUserInfo() ? readUser() : null;
    return previous !== null && tabStanding(previous) === 'other-user';
  });
  const [awaitingAutoLogin, setAwaitingAutoLogin] = useState(() => adopting || autoLoginDue());

  const enter = async (info: LoginUserInfo) => {
    const user = await storeUser(info);
    announceSignedIn(user);
    void router.navigate({ href: afterLogin(user, screens, safeRedirect(redirectTo)), replace: true });
  };

  // Opening the screen clears every cached answer and the stored user, then tries automatic login once.
  const onOpen = useEffectEvent(() => {
    adoptionRequest.clear();
    queryClient.clear();
    clearUser();
  });
  useEffect(() => onOpen(), []);
  const tryAutoLogin = useEffectEvent(() => {
    if (claimAutoLogin() || adopting) autoLogin.mutate({}, { onSuccess: enter });
    // Whatever the claim says, the button is busy only while a request runs from here on.
    setAwaitingAutoLogin(false);
  });

  // In the first frame the username field takes the focus, and once that frame is painted the automatic
  // login starts. React's autoFocus focused during its commit, and focusing makes Chromium restyle and lay out
  // the whole new page at once (a forced synchronous layout) inside React's task, lengthening the longest task
  // of the start-up; in the frame callback it is the frame's own style and layout, done once. The request
  // waits for the paint so that the first paint never waits for it (in a tab opened in the background, both
  // wait until the tab is shown, as frames do).
  const usernameField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // Never taken from a field the customer is already in: their next keys would land in the wrong field (a
      // password typed into the visible username).
      if (!document.activeElement || document.activeElement === document.body) usernameField.current?.focus();
      afterPaint = setTimeout(tryAutoLogin);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
    };
  }, []);

  // While this screen is open, a sign-in in another tab is taken up here too: the customer signs in once for
  // every tab, each returning where it was. A refusal leaves the form as it is.
  const adoptSession = useEffectEvent(() => {
    if (!login.isPending) autoLogin.mutate({}, { onSuccess: enter });
  });
  useEffect(
    () =>
      sessionChannel().listen((event) => {
        if (event.type === 'signed-in') adoptSession();
      }),
    [],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const usernameError = checkUsername(credentials.username);
    const passwordError = checkPassword(credentials.password);
    setErrors({
      username: usernameError && i18n._(usernameError),
      password: passwordError && i18n._(passwordError),
    });
    if (usernameError || passwordError) return;
    login.mutate({ params: { query: credentials } }, { onSuccess: enter });
  };
  const change = (field: keyof Credentials) => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));
  const busy = login.isPending || autoLogin.isPending || awaitingAutoLogin;
  const errorText = login.error ? describeError(i18n, login.error, messages.loginUnknown) : undefined;

  // Every element here is styled and laid out before the first paint, so the card's own parts carry the
  // layout: its header is the row of title and language switch, its body is the form (no HStack, Stack or
  // wrapper of the form inside them: three elements fewer in the first frame's style and layout).
  return (
    <Box minH="100dvh" display="grid" placeItems="center" p="4">
      <Card.Root as="main" width="full" maxW="sm">
        {/* The language is chosen before signing in too: an English reader need not read Chinese first. */}
        <Card.Header flexDirection="row" justifyContent="space-between" alignItems="start" gap="3" flexWrap="wrap">
          <Heading as="h1" size="lg">{t`Customer service system`}</Heading>
          <LanguageSwitch />
        </Card.Header>
        <Card.Body gap="4" asChild>
          <form onSubmit={onSubmit} noValidate>
            {errorText && (
              <Alert.Root status="error" data-testid="login-error">
                <Alert.Indicator />
                <Alert.Title>{errorText}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root invalid={Boolean(errors.username)}>
              <Field.Label>{t`Username`}</Field.Label>
              <Input
                name="username"
                autoComplete="username"
                ref={usernameField}
                value={credentials.username}
                onChange={change('username')}
              />
              <Field.ErrorText>{errors.username}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.password)}>
              <Field.Label>{t`Password`}</Field.Label>
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                value={credentials.password}
                onChange={change('password')}
              />
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            </Field.Root>
            <SubmitButton busy={busy}>{t`Log in`}</SubmitButton>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
