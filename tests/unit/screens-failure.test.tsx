// No read fails silently: for every screen of the route table, each read the screen makes is answered alone
// with a failure, and the failure must be said in place (src/components/query: the frame's or the choices'
// failure, with Try again and Copy details). A screen's reads are what a normal render of it requests, so a
// read added to a screen is covered without touching this file; a row below says only what a screen has that a
// render does not show (a read made after a step, an address with a choice in it).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '@/api/generated/operations';
import { landingOrder } from '@/api/screens';
import { renderRoute } from '../page-harness';

type ScreenPath = (typeof landingOrder)[number];
type Page = Awaited<ReturnType<typeof renderRoute>>;

interface Row {
  /** The address to open, where the screen needs a choice in it (default: its path). */
  open?: string;
  /** Reads whose failure is said in a line of their own where the result would be (one item's part of a list). */
  said?: Partial<Record<OperationId, string | RegExp>>;
  /** The click that shows a read's result (a popover), before which its failure cannot be seen. */
  reveal?: Partial<Record<OperationId, () => Promise<void>>>;
  /** What the user does before the screen makes some of its reads (the URLs whose purge it previews). */
  step?: () => Promise<void>;
  /** A form that reads nothing (so a screen whose reads stopped being recorded cannot pass unnoticed). */
  readsNothing?: true;
}

/** Typed into the screen's one text box, as a customer pastes URLs, until the impact preview takes them. */
const paste = (text: string) => async () => {
  await userEvent.click(await screen.findByRole('textbox'));
  await userEvent.paste(text);
  await screen.findByTestId('purge-impact');
};

const impactNotComputed = {
  urlTopOffline: /The impact could not be computed \(urlTopOffline could not be read\)/,
  urlTopFlowOffline: /The impact could not be computed \(urlTopFlowOffline could not be read\)/,
};

// The certificates at risk (the overview's card and the certificate list's): each one's bound domains and their
// traffic, said in the certificate's line.
const atRiskSaid = {
  getCertificateDetails: 'Its domains could not be read',
  getServiceInfoTraffic: 'Its traffic could not be read',
};

const rows: Partial<Record<ScreenPath, Row>> = {
  // A purge previews its impact from the last 24 hours of the URLs' domains once URLs are typed.
  // Its failure is said in the preview's place, with the reason; the purge can still be sent.
  '/cdn/newurlPush': { step: paste('https://vod.xinghe-video.com/hls/ep1024/index.m3u8'), said: impactNotComputed },
  '/cdn/newdirPush': { step: paste('https://vod.xinghe-video.com/hls/'), said: impactNotComputed },
  '/cdn/prefetch': { readsNothing: true },
  '/page/usersetting': { readsNothing: true },
  '/cdn/newoverview': { said: atRiskSaid },
  '/page/certificateUpload': {
    said: atRiskSaid,
    // A deleting certificate's progress is in its row's popover.
    reveal: { getCertificateDeletingStatus: () => userEvent.click(screen.getByRole('button', { name: 'Deleting' })) },
  },
};

/** What a failed read says: unique per operation, in the field the operation's failures carry their text. */
const failureText = (id: OperationId) => `${id} could not be read`;
const failing = (id: OperationId) => () => {
  const text = failureText(id);
  return Response.json({ code: 'refused', msg: text, data: operations[id].errorText === 'data' ? text : null });
};

// A failure said by a part whose code loads when drawn (a lazy frame or card) can take a while on a busy
// two-core machine running two test files at once; a silent read is never said, however long the wait.
const SAID_WITHIN_MS = 20_000;

/** Checks in a row that must find the page quiet: a part whose code loads when drawn reads only once loaded. */
const QUIET_CHECKS = 10;

/** Until the page has asked for nothing new, no read is running and no part is still loading, for a while. */
async function settled(page: Page) {
  let seen = -1;
  let quietFor = 0;
  await waitFor(
    () => {
      const count = page.sent.length;
      const quiet = count === seen && page.queryClient.isFetching() === 0 && !screen.queryByText('Loading…');
      seen = count;
      quietFor = quiet ? quietFor + 1 : 0;
      if (quietFor < QUIET_CHECKS) throw new Error('the page is still reading');
    },
    { interval: 100, timeout: SAID_WITHIN_MS },
  );
}

/** The reads a normal render of the screen makes, in the order it makes them. */
async function readsOf(url: string, row: Row): Promise<OperationId[]> {
  const page = await renderRoute(url, { user: 'superadmin', language: 'en' });
  await row.step?.();
  await settled(page);
  cleanup();
  return [...new Set(page.sent.map((request) => request.operationId))].filter((id) => operations[id].kind === 'query');
}

/** Whether the read's failure is said in place: its text in an alert with Try again and Copy details. */
async function failureShown(url: string, id: OperationId, row: Row): Promise<boolean> {
  await renderRoute(url, { user: 'superadmin', language: 'en', api: { [id]: failing(id) } });
  try {
    await row.step?.();
    const said = row.said?.[id];
    if (said) {
      await screen.findAllByText(said, undefined, { timeout: SAID_WITHIN_MS });
      return true;
    }
    await row.reveal?.[id]?.();
    await waitFor(
      () => {
        const alert = screen.getAllByRole('alert').find((candidate) => within(candidate).queryByText(failureText(id)));
        expect(alert).toBeDefined();
        expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(within(alert!).getByRole('button', { name: 'Copy details' })).toBeEnabled();
        // In place: the screen around the failure stays.
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      },
      { timeout: SAID_WITHIN_MS },
    );
    return true;
  } catch {
    return false;
  } finally {
    cleanup();
  }
}

describe.each(landingOrder.map((path) => [path, rows[path] ?? {}] as const))('%s', (path, row) => {
  it('says in place each read that fails', async () => {
    const url = row.open ?? path;
    const reads = await readsOf(url, row);
    expect(reads.length === 0, `whether ${path} reads nothing`).toBe(row.readsNothing ?? false);
    const silent: OperationId[] = [];
    for (const id of reads) if (!(await failureShown(url, id, row))) silent.push(id);
    expect(silent, `reads of ${path} whose failure is not said`).toEqual([]);
    // Each of a screen's reads is opened on its own: a screen of several reads takes several renders.
  }, 120_000);
});
