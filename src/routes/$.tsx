import { createFileRoute, redirect } from '@tanstack/react-router';

// Any path the portal does not know goes to the login screen.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/newlogin', replace: true });
  },
});
