// Opens the API portal's tab within the user's press (a browser lets a page open a tab only while it handles
// one), blank, and loads the hand-off that cuts its opener, sends it to the portal and posts the user info
// (api-portal-handoff.ts): that code is not part of every signed-in first page.
type Opener = (url: string, target: string) => Window | null;

export function openApiPortal(url: string, open: Opener = window.open.bind(window)): Promise<void> | undefined {
  const tab = open('about:blank', '_blank');
  if (!tab) return undefined;
  return import('./api-portal-handoff').then(({ handOffToApiPortal }) => handOffToApiPortal(tab, url));
}
