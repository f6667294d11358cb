// The tabs' session messages, over a BroadcastChannel and over the storage-event fallback: two tabs of one
// browser are two channels sharing one localStorage.
import { describe, expect, it, vi } from 'vitest';
import { createSessionChannel, SESSION_CHANNEL, userTag, type SessionEvent } from './session-channel';

/** A browser's BroadcastChannel: a message reaches every other channel of the name, never its sender. */
function broadcastBus() {
  const channels: EventTarget[] = [];
  return () => {
    const self = new EventTarget();
    channels.push(self);
    return Object.assign(self, {
      postMessage(data: unknown) {
        const copy: unknown = structuredClone(data);
        for (const other of channels)
          if (other !== self) other.dispatchEvent(new MessageEvent('message', { data: copy }));
      },
    });
  };
}

/** A browser's localStorage: a change is heard as a `storage` event by every other tab, not by the writer. */
function sharedStorage() {
  const values = new Map<string, string>();
  const tabs: EventTarget[] = [];
  return (tab: EventTarget): Storage => {
    tabs.push(tab);
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem(key, value) {
        const oldValue = values.get(key) ?? null;
        values.set(key, value);
        if (oldValue === value) return;
        for (const other of tabs) {
          if (other !== tab) other.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value }));
        }
      },
      removeItem: (key) => void values.delete(key),
      clear: () => values.clear(),
      key: () => null,
      length: 0,
    };
  };
}

function tabsOverBroadcast() {
  const channel = broadcastBus();
  const storage = sharedStorage();
  return () => {
    const target = new EventTarget() as unknown as Window;
    return createSessionChannel({ channel: channel(), storage: storage(target), target });
  };
}

function tabsOverStorage() {
  const storage = sharedStorage();
  return () => {
    const target = new EventTarget() as unknown as Window;
    return createSessionChannel({ channel: null, storage: storage(target), target });
  };
}

const signedIn = (username: string): SessionEvent => ({ type: 'signed-in', user: userTag(username) });

describe.each([
  ['a BroadcastChannel', tabsOverBroadcast],
  ['storage events (no BroadcastChannel)', tabsOverStorage],
])('the session channel over %s', (_name, browser) => {
  it('tells the other tabs, not the one that announces', () => {
    const newTab = browser();
    const [first, second, third] = [newTab(), newTab(), newTab()];
    const heard = [vi.fn(), vi.fn(), vi.fn()];
    [first, second, third].forEach((tab, i) => tab.listen(heard[i]!));
    first.announce(signedIn('admin'));
    second.announce({ type: 'signed-out' });
    expect(heard[0]).toHaveBeenCalledExactlyOnceWith({ type: 'signed-out' });
    expect(heard[1]).toHaveBeenCalledExactlyOnceWith(signedIn('admin'));
    expect(heard[2]!.mock.calls).toEqual([[signedIn('admin')], [{ type: 'signed-out' }]]);
  });

  it('keeps the last event for a tab that was not listening', () => {
    const newTab = browser();
    const first = newTab();
    first.announce(signedIn('xinghe_ops'));
    expect(newTab().last()).toEqual(signedIn('xinghe_ops'));
    first.announce({ type: 'signed-out' });
    expect(newTab().last()).toEqual({ type: 'signed-out' });
  });

  it('stops calling a listener that unsubscribed', () => {
    const newTab = browser();
    const [first, second] = [newTab(), newTab()];
    const heard = vi.fn();
    second.listen(heard)();
    first.announce({ type: 'signed-out' });
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('what travels', () => {
  it('is an event name and an opaque tag of the user: no name, no user info', () => {
    const sent: unknown[] = [];
    const storage = sharedStorage()(new EventTarget());
    const channel = Object.assign(new EventTarget(), { postMessage: (data: unknown) => void sent.push(data) });
    createSessionChannel({ channel, storage, target: new EventTarget() as unknown as Window }).announce(
      signedIn('xinghe_ops'),
    );
    expect(sent).toEqual([{ type: 'signed-in', user: expect.stringMatching(/^[0-9a-f]{8}$/) as string }]);
    expect(JSON.stringify(sent) + storage.getItem(SESSION_CHANNEL)).not.toContain('xinghe');
  });

  it('tells users apart by their tag', () => {
    expect(userTag('admin')).toBe(userTag('admin'));
    expect(userTag('admin')).not.toBe(userTag('xinghe_ops'));
  });

  it('ignores what is not one of its events', () => {
    const target = new EventTarget() as unknown as Window;
    const storage = sharedStorage()(new EventTarget());
    const tab = createSessionChannel({ channel: null, storage, target });
    const heard = vi.fn();
    tab.listen(heard);
    for (const newValue of ['not json', '{"type":"signed-in"}', '{"type":"other"}', 'null']) {
      target.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANNEL, newValue }));
    }
    target.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: '{"type":"signed-out"}' }));
    expect(heard).not.toHaveBeenCalled();
    storage.setItem(SESSION_CHANNEL, '{"type":"signed-in","user":""}');
    expect(tab.last()).toBeNull();
  });
});
