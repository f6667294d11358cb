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

// Set by the signed-in layout when it heard another user sign in, for the login screen it opens. The login
// screen cannot ask the browser's last event instead: localStorage may reach this tab after the message did.
let adoptionAsked = false;

/** The login screen about to open is to adopt the browser's new session. */
export const askAdoption = () => void (adoptionAsked = true);

/** Whether the login screen opening now is to adopt the browser's new session; `clear` once it has read it. */
export const adoptionRequest = { asked: () => adoptionAsked, clear: () => void (adoptionAsked = false) };

/** How a tab signed in as `user` stands after `event` (by default, the browser's last one). */
export function tabStanding(
  user: Pick<SessionUser, 'username'>,
  event: SessionEvent | null = sessionChannel().last(),
): 'signed-out' | 'other-user' | null {
  if (event?.type === 'signed-out') return 'signed-out';
  if (event?.type === 'signed-in' && event.user !== userTag(user.username)) return 'other-user';
  return null;
}
