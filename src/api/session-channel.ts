// The tabs of a browser share one server session (its cookie) but each keeps its own user info
// (sessionStorage, specification 000 §3). So each tab tells the others when a session starts, with an opaque tag
// of its user, or ends: no tab may go on showing one user while its calls carry another's cookie.
// Nothing secret travels: an event name and a hash of the username, no user info, permissions or cookie.
// BroadcastChannel where the browser has one, else a localStorage write, which the other tabs hear as a
// `storage` event. The last event also stays in localStorage, so a tab that was not listening when it was sent
// (reloaded, or restored from the back-forward cache) can compare its own user with it.

export type SessionEvent = { type: 'signed-in'; user: string } | { type: 'signed-out' };

/** The name of the channel and the localStorage key of the last event. */
export const SESSION_CHANNEL = 'portal-session';

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;
type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** An opaque tag of a username (FNV-1a, 32 bits): enough to tell two users apart, not to recover the name. */
export function userTag(username: string): string {
  let hash = 0x811c9dc5;
  for (const char of new TextEncoder().encode(username)) hash = Math.imul(hash ^ char, 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** What another tab (or a stale localStorage value) says, accepted only in one of the two known shapes. */
function parse(value: unknown): SessionEvent | null {
  let event = value;
  if (typeof value === 'string') {
    try {
      event = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof event !== 'object' || event === null) return null;
  const { type, user } = event as { type?: unknown; user?: unknown };
  if (type === 'signed-out') return { type };
  if (type === 'signed-in' && typeof user === 'string' && user) return { type, user };
  return null;
}

/**
 * One channel per tab, sending and receiving: a BroadcastChannel delivers to every other channel of its name,
 * including a second one in the same tab, which would then hear its own tab.
 */
export function createSessionChannel({
  channel,
  storage,
  target,
}: {
  /** null where the browser has no BroadcastChannel: the storage event carries the news instead. */
  channel: Channel | null;
  storage: Storage;
  target: Target;
}) {
  const listeners = new Set<(event: SessionEvent) => void>();
  const deliver = (value: unknown) => {
    const event = parse(value);
    if (event) for (const listener of [...listeners]) listener(event);
  };
  if (channel) {
    channel.addEventListener('message', (message) => deliver(message.data));
  } else {
    target.addEventListener('storage', (event) => {
      if (event.key === SESSION_CHANNEL && event.newValue !== null) deliver(event.newValue);
    });
  }
  return {
    /** Tells the other tabs (not this one). */
    announce(event: SessionEvent) {
      try {
        storage.setItem(SESSION_CHANNEL, JSON.stringify(event));
      } catch {
        // Storage full or refused: the channel still carries the event to the tabs open now.
      }
      channel?.postMessage(event);
    },
    /** Calls `listener` with each event another tab announces; returns the unsubscribe. */
    listen(listener: (event: SessionEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The last event any tab of this browser announced, or null when none is known. */
    last(): SessionEvent | null {
      try {
        return parse(storage.getItem(SESSION_CHANNEL));
      } catch {
        return null;
      }
    },
  };
}

export type SessionChannel = ReturnType<typeof createSessionChannel>;

let tabChannel: SessionChannel | undefined;

/** This tab's channel, made on first use. */
export function sessionChannel(): SessionChannel {
  tabChannel ??= createSessionChannel({
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null,
    storage: localStorage,
    target: window,
  });
  return tabChannel;
}
