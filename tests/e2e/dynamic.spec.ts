// Robustness: against the mock's dynamic mode every operation answers its success envelope with random
// schema-valid data (encrypted where the backend encrypts it). Whatever the seed, the portal signs in, lands,
// and opens every screen of the route table (one after another, inside the running portal) with its own heading
// and no uncaught error.
// One dynamic mock serves every seed: the seed travels per request (`Prefer: seed=N`), and the mock gives each
// operation its own draw from it.
import { DYNAMIC_APP_PORT } from '../../playwright.config';
import { landingOrder } from '../../src/api/screens';
import { apiRequests, expect, logIn, test } from './fixtures';
import { openInPortal } from './screen-walk';
import { screenTitles } from './screen-titles';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test.use({ baseURL: `http://127.0.0.1:${DYNAMIC_APP_PORT}` });

const titles = screenTitles();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A details screen is headed by its item's name, taken from the answer it shows.
const headedByItem: Record<string, { answer: RegExp; name: (data: Json) => string }> = {
  '/page/certificateDetails': { answer: /\/api\/certificate\/details\//, name: (data) => data.name },
};

test('every screen of the route table has a title to look for', () => {
  expect(landingOrder.filter((path) => !titles.has(path))).toEqual([]);
});

for (const seed of [2, 3, 7]) {
  test(`with seed ${seed} the superadmin lands and opens every screen of the route table`, async ({ page, mock }) => {
    // 34 screens in one page: the time of a whole walk on two shared cores, not of one screen.
    test.setTimeout(300_000);
    // A glob, not a function, as in the fixture: the other requests go on without asking this test.
    await page.route(apiRequests, (route) =>
      route.fallback({ headers: { ...route.request().headers(), prefer: `seed=${seed}` } }),
    );
    await page.goto('/newlogin');
    await logIn(page, mock, 'superadmin');
    // The superadmin holds portal:*, so the first screen of the route table is the landing screen.
    await expect(page).toHaveURL(new RegExp(`${escape(landingOrder[0])}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: titles.get(landingOrder[0]) })).toBeVisible();
    for (const path of landingOrder) {
      const item = headedByItem[path];
      const answer = item && page.waitForResponse((response) => item.answer.test(response.url()));
      await openInPortal(page, path);
      // A screen's heading starts with its title (a screen of one item may add the item's name after it).
      const heading = item
        ? new RegExp(`^${escape(item.name((await (await answer)!.json()).data))}$`)
        : new RegExp(`^${escape(titles.get(path)!)}`);
      await expect(page.getByRole('heading', { level: 1, name: heading }), `${path}, seed ${seed}`).toBeVisible();
    }
  });
}
