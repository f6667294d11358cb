// The signed-in layout follows the browser's session (src/api/session-follow.ts): it hears the other tabs, and
// checks the browser's last event again when the page comes back from the back-forward cache, where it heard
// nothing. (A reload or a navigation is checked by the layout's beforeLoad.)
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import type { SessionUser } from '../api/session';
import type { SessionEvent } from '../api/session-channel';
import { sessionChannel } from '../api/session-channel';
import { askAdoption, tabStanding } from '../api/session-follow';
import { leaveForLogin } from './session-end';

export function useFollowBrowserSession(user: SessionUser) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const follow = useEffectEvent((event?: SessionEvent) => {
    const standing = tabStanding(user, event);
    if (standing === 'signed-out') {
      leaveForLogin(
        { keepLanguage: true },
        {
          queryClient: () => queryClient,
          // Where the router is (the same as the browser's address, and known to a memory history too).
          goToLogin: () => void router.navigate({ to: '/newlogin', search: { redirect: router.state.location.href } }),
        },
      );
    } else if (standing === 'other-user') {
      // Nothing of the previous user stays on screen or in the cache; the login screen, still holding the
      // previous user, sees the change and adopts the new session. The new user starts on their own landing
      // screen: this one's address carries the previous user's choices (accounts, domains).
      queryClient.clear();
      askAdoption();
      void router.navigate({ to: '/newlogin', replace: true });
    }
  });
  useEffect(() => {
    const stop = sessionChannel().listen(follow);
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) follow();
    };
    window.addEventListener('pageshow', restored);
    return () => {
      stop();
      window.removeEventListener('pageshow', restored);
    };
  }, []);
}
