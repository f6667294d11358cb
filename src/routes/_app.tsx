import { Flex } from '@chakra-ui/react';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { areaMessagesLoaded, areasOf, loadAreaMessages, type Area } from '../api/i18n';
import { loadOperationTable } from '../api/operation-table';
import { redirectForPath } from '../api/permissions';
import { prepareStoredUser, readUser, type SessionUser } from '../api/session';
import { tabStanding } from '../api/session-follow';
import { useFollowBrowserSession } from '../app/follow-browser-session';
import { jobResumers } from '../app/job-resumers';
import { AppHeader } from '../components/layout/AppHeader';
import { DeniedNotice } from '../components/layout/DeniedNotice';
import { OfflineNotice } from '../components/layout/OfflineNotice';
import { RotateNotice } from '../components/layout/RotateNotice';
import { SkipLink } from '../components/layout/SkipLink';
import { TaskTray } from '../components/jobs/TaskTray';

// Every section needs user info in session storage, and each route its permission.
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, matches, context: { screens } }): Promise<{ user: SessionUser; areas: Area[] }> => {
    // The stored user is decrypted, and the screens ask the contract's table (permissions, calls): a cold start
    // does both while the router already runs (startFirstScreen in src/app/router.tsx; the table's file is requested
    // before the entry by src/app/preload-screen-files.ts): once done, these are resolved promises.
    await Promise.all([prepareStoredUser(), loadOperationTable()]);
    const user = readUser();
    // The tab's user must still be the browser's (src/api/session-follow.ts): after a logout elsewhere it signs
    // in again to come back here; after another user signed in elsewhere, the login screen adopts that session.
    const standing = user && tabStanding(user);
    if (standing === 'other-user') throw redirect({ to: '/newlogin', replace: true });
    if (!user || standing) throw redirect({ to: '/newlogin', search: { redirect: location.href } });
    const elsewhere = redirectForPath(user, screens, location.pathname);
    // The screen shown instead names the one asked for (DeniedNotice), from the entry's state, not the address.
    if (elsewhere && elsewhere !== location.pathname)
      throw redirect({ href: elsewhere, replace: true, state: { deniedPath: location.pathname } });
    // The areas of the screen the navigation goes to, whose messages the loader below brings.
    return { user, areas: areasOf(matches) };
  },
  // Before an area renders: its messages, which are not part of the first page (src/api/i18n.ts). A loader
  // rather than in beforeLoad, which the router runs serially before any loader and before it requests the
  // routes' code: this way they load with the screen's code and reads instead of before them. It runs again,
  // and is waited for, when a navigation within the layout reaches an area not loaded yet. (Kept in this
  // file, not split: it is one call.)
  loader: { handler: ({ context }) => loadAreaMessages(context.areas), staleReloadMode: 'blocking' },
  shouldReload: ({ context }) => !areaMessagesLoaded(context.areas),
  component: function AppShell() {
    const { user, screens } = Route.useRouteContext();
    useFollowBrowserSession(user);
    // When the layout first appears (a signed-in screen opened cold, or the first screen after login), the
    // header is drawn and painted first and the section with its screen right after, in a render the browser
    // may interrupt: the frame of the portal shows while the screen's larger tree is built, instead of
    // everything appearing at once after it. Later navigations draw the screen at once.
    const showScreen = useDeferredValue(true, false);
    return (
      <Flex direction="column" minH="100dvh">
        <SkipLink />
        <RotateNotice />
        <OfflineNotice />
        <AppHeader user={user} screens={screens} tray={<TaskTray resumers={jobResumers} />} />
        <DeniedNotice screens={screens} />
        {showScreen && <Outlet />}
      </Flex>
    );
  },
});
