// The website list is answered whole; the domain filter and paging happen in the browser.
import type { Website } from '../types';

export const WEBSITE_PAGE_SIZE = 10;

/** Websites whose domain, cname or remark contains the text (any case); all without one. */
export function filterWebsites(websites: readonly Website[], text: string | undefined): Website[] {
  const needle = text?.trim().toLowerCase();
  if (!needle) return [...websites];
  return websites.filter((w) =>
    [w.domain, w.cname, w.remark ?? ''].some((field) => field.toLowerCase().includes(needle)),
  );
}
