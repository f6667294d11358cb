import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '../features/session/LoginPage';

const searchSchema = z.object({
  /** Where to go after login; checked to be a same-origin path before it is used. */
  redirect: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/newlogin')({
  validateSearch: searchSchema,
  component: function NewLogin() {
    const { redirect } = Route.useSearch();
    const { screens } = Route.useRouteContext();
    return <LoginPage redirectTo={redirect} screens={screens} />;
  },
});
