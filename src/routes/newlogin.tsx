import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/session/LoginPage';
import { searchSchema, stringParam } from '../lib/search-params';

const loginSearchSchema = searchSchema({
  /** Where to go after login; checked to be a same-origin path before it is used. */
  redirect: stringParam,
});

export const Route = createFileRoute('/newlogin')({
  validateSearch: loginSearchSchema,
  component: function NewLogin() {
    const { redirect } = Route.useSearch();
    const { screens } = Route.useRouteContext();
    return <LoginPage redirectTo={redirect} screens={screens} />;
  },
});
