// Toasts for success and failure messages. Chakra's toaster (its store, its list and their machines) loads
// with the first toast: a page that never shows a message never fetches it. The toast asked
// for is created as soon as it has loaded, and the list then shows every toast the store holds.
import { useSyncExternalStore } from 'react';

type Toasts = typeof import('./toast-list');

let loading: Promise<Toasts> | undefined;
let loaded: Toasts | undefined;
const listeners = new Set<() => void>();

function toasts(): Promise<Toasts> {
  loading ??= import('./toast-list').then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

export function notifySuccess(title: string) {
  void toasts().then(({ toaster }) => toaster.create({ type: 'success', title, duration: 3000 }));
}

export function notifyError(title: string) {
  void toasts().then(({ toaster }) => toaster.create({ type: 'error', title, duration: 6000 }));
}

/** A loading toast, shown until the returned function is called (even if that comes before it loaded). */
export function showLoading(title: string): () => void {
  let closed = false;
  let id: string | undefined;
  void toasts().then(({ toaster }) => {
    if (!closed) id = toaster.create({ type: 'loading', title, duration: Infinity });
  });
  return () => {
    closed = true;
    if (id !== undefined) loaded?.toaster.remove(id);
  };
}

/** Closes every toast shown (a session's messages go with it). */
export const dismissToasts = () => loaded?.toaster.dismiss();

/** Removes every toast at once, without the closing animation (tests start without earlier toasts). */
export const removeToasts = () => loaded?.toaster.remove();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Where the toasts appear: nothing until the first toast has loaded the toaster. */
export function Toaster() {
  const module = useSyncExternalStore(subscribe, () => loaded);
  return module ? <module.ToastList /> : null;
}
