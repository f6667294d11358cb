// A component whose code loads when it is first drawn (React's `lazy`), named by its module's export: a screen's
// dialogs, forms and editors are no part of its first paint, so their code (the dialog machinery, the form
// library, zod) stays out of the screen's first files and comes when a user opens one. Draw it under a
// `Suspense` that shows nothing: the page stays as it is until the dialog is there. Its messages come with it
// (the on-demand catalogue of the areas shown, src/api/i18n.ts), so it never draws before they are there.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnDemandMessages } from '@/api/i18n';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for a lazy component's props
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(() => Promise.all([load(), loadOnDemandMessages()]).then(([module]) => ({ default: module[name] })));
}
