import { Flex } from '@chakra-ui/react';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadAreaMessages } from '../api/i18n';
import { redirectForPath } from '../api/permissions';
import { readUser } from '../api/session';
import { AppHeader } from '../components/layout/AppHeader';
import { RotateNotice } from '../components/layout/RotateNotice';
import { TaskTray } from '../components/jobs/TaskTray';

// Every section needs user info in session storage, and each route its permission.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location, context: { screens } }) => {
    const user = readUser();
    if (!user) throw redirect({ to: '/newlogin', search: { redirect: location.href } });
    const elsewhere = redirectForPath(user, screens, location.pathname);
    if (elsewhere && elsewhere !== location.pathname) throw redirect({ href: elsewhere, replace: true });
    return { user };
  },
  // Before any area renders: the areas' messages are not part of the first page (src/api/i18n.ts). A loader
  // rather than in beforeLoad, which the router runs serially before any loader: this way the screens' reads
  // start with the catalogue instead of after it. (Kept in this file, not split: it is one call.)
  loader: () => loadAreaMessages(),
  component: function AppShell() {
    const { user, screens } = Route.useRouteContext();
    return (
      <Flex direction="column" minH="100dvh">
        <RotateNotice />
        <AppHeader user={user} screens={screens} tray={<TaskTray />} />
        <Outlet />
      </Flex>
    );
  },
});
