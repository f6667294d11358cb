// What this tab says and does about the browser's session (src/api/session-channel.ts). A tab that signs in
// or out says so; a signed-in tab hearing that the session ended goes to login, keeping where it was for
// after the next sign-in; hearing another user signed in, it drops what it shows and holds and opens the
// login screen, which adopts that session by automatic login (LoginPage). The same user signing in again
// elsewhere changes nothing: the cookie is still theirs.
import { sessionChannel, userTag, type SessionEvent } from './session-channel';
import type { SessionUser } from './session';

export const announceSignedIn = (user: Pick<SessionUser, 'username'>) =>
  sessionChannel().announce({ type: 'signed-in', user: userTag(user.username) });

export const announceSignedOut = () => sessionChannel().announce({ type: 'signed-out' });

/** How a tab signed in as `user` stands after `event` (by default, the browser's last one). */
export function tabStanding(
  user: Pick<SessionUser, 'username'>,
  event: SessionEvent | null = sessionChannel().last(),
): 'signed-out' | 'other-user' | null {
  if (event?.type === 'signed-out') return 'signed-out';
  if (event?.type === 'signed-in' && event.user !== userTag(user.username)) return 'other-user';
  return null;
}
