// How the build groups modules into files (vite.config.ts), by folder. Left to itself the bundler cuts the lazy
// code into many chunks of a few hundred bytes, and over HTTP/1.1 (six connections) a screen's dozens of files
// queue for several round trips even when all are requested at once. Grouped, a screen loads a handful.
//
// The convention: a folder of src/components is one part of the kit, and each part some screens only use is a
// file of its own (`folders` below), so a file renamed or added inside a folder stays in its folder's file. The
// rest of the kit (src/components' other folders and loose files, src/lib, src/api) is the kit's file, which
// every signed-in screen loads; an area's code shared by its screens is one file per area. The few source files
// that leave their folder, or leave the kit for a part, are named (`files`): tests/build/code-splitting.test.ts
// fails naming one that no longer exists.

/**
 * @typedef {object} Part
 * @property {string} name  the output file's name
 * @property {number} priority  a module two parts match goes to the higher
 * @property {string[]} [packages]  npm packages, whole
 * @property {RegExp[]} [packageParts]  parts of a package (paths under node_modules, '/' separators)
 * @property {string[]} [folders]  folders of src/components
 * @property {string[]} [files]  source files, relative to the project
 * @property {number} [minShareCount]  2: a module only one screen uses stays in that screen's file
 * @property {boolean} [includeDependenciesRecursively]
 */

const widgets = ['menu', 'popover', 'dialog', 'tabs', 'checkbox', 'switch'];

/** @type {Part[]} */
export const parts = [
  // Bar, pie and doughnut charts, which only some chart screens draw (chart.js itself is one module, so its
  // parts for them stay in the charts file).
  {
    name: 'distribution-charts',
    files: [
      'src/components/charts/DistributionChart.tsx',
      'src/components/charts/distribution-config.ts',
      'src/lib/top-n.ts',
    ],
    priority: 31,
  },
  { name: 'charts', packages: ['chart.js', 'react-chartjs-2', '@kurkle'], folders: ['charts'], priority: 30 },
  { name: 'forms', packages: ['zod', 'react-hook-form', '@hookform'], folders: ['form'], priority: 30 },
  {
    name: 'certificates',
    packages: ['@peculiar', 'asn1js', 'pvtsutils', 'pvutils', 'tslib', 'reflect-metadata'],
    priority: 30,
    includeDependenciesRecursively: true,
  },
  // Windowed rows (TanStack Virtual), for the few lists that run to thousands: not in every table's file.
  {
    name: 'virtual-rows',
    packages: ['@tanstack/react-virtual', '@tanstack/virtual-core'],
    files: ['src/components/table/VirtualRows.tsx'],
    priority: 26,
  },
  // The question before a page form's input is lost (with the router's blocker): only the screens with a form
  // on the page (purge, prefetch, the account's settings) use it, not every screen's kit.
  {
    name: 'leave-guard',
    packageParts: [/^@tanstack\/react-router\/dist\/esm\/useBlocker\.js$/],
    files: ['src/components/use-leave-guard.tsx'],
    priority: 26,
  },
  // Writing and saving a file (a CSV export, a certificate's download): on a press, never for a first paint.
  {
    name: 'downloads',
    files: ['src/components/save-blob.ts', 'src/components/csv-file.ts', 'src/lib/csv.ts'],
    priority: 26,
  },
  // The day-range fields of the lists filtered by days (certificates, purge tasks, alert history, logs).
  {
    name: 'day-range',
    files: [
      'src/lib/day-range.ts',
      'src/components/list/DayRangeFields.tsx',
      'src/components/list/day-range-message.ts',
    ],
    minShareCount: 2,
    priority: 26,
  },
  // Lists: the table kit, status badges, the filters and the pager.
  {
    name: 'table',
    folders: ['table', 'status'],
    // The list folder's search state (use-list-search) is every screen's: only its filters and pager are lists'.
    files: [
      'src/components/list/FilterBar.tsx',
      'src/components/list/SelectFilter.tsx',
      'src/components/list/TextFilter.tsx',
      'src/components/list/Pager.tsx',
      'src/components/list/page-items.ts',
      'src/lib/provisioning-status.ts',
    ],
    minShareCount: 2,
    priority: 25,
  },
  // The pickers with the time and figure helpers of the screens that chart or analyse traffic, with what
  // dashboards and detail screens draw and lists do not (Chakra's stat, grid, simple grid and data list, the
  // certificates-at-risk card and what loads its list when it comes near).
  {
    name: 'pickers',
    packageParts: [/^@chakra-ui\/react\/dist\/esm\/components\/(stat|grid|simple-grid|data-list)\//],
    folders: ['pickers', 'certificate-risk'],
    files: [
      'src/components/lazy-time-series-chart.tsx',
      'src/components/use-near-view.ts',
      'src/lib/time-range.ts',
      'src/lib/account-tree.ts',
      'src/lib/server-time.ts',
      'src/lib/recent-traffic.ts',
      'src/lib/units.ts',
      'src/lib/series.ts',
      'src/lib/percentile.ts',
      'src/api/service-info-query.ts',
    ],
    minShareCount: 2,
    priority: 25,
  },
  // TanStack Query's many-queries hook: the certificates-at-risk list and the certificate screens use it.
  {
    name: 'many-queries',
    packageParts: [
      /^@tanstack\/(query-core\/build\/modern\/queriesObserver|react-query\/build\/modern\/useQueries)\.js$/,
    ],
    priority: 24,
  },
  // The interactive widgets a screen's first paint does not draw: menus, popovers, dialogs and drawers (their
  // code loads when one is first wanted, src/components/overlay-on-demand.tsx, or with a dialog), tabs,
  // checkboxes and switches (in forms), what positions, traps focus and dismisses them, and the state machines'
  // core, which nothing else of a list screen's first paint uses since the pager is plain buttons.
  {
    name: 'widgets',
    packageParts: [
      new RegExp(
        `^@zag-js/(${widgets.join('|')}|popper|dismissable|focus-trap|interact-outside|remove-scroll|aria-hidden|focus-visible|rect-utils|presence|react|core|dom-query|utils)/`,
      ),
      /^@floating-ui\//,
      new RegExp(
        `^@ark-ui/react/dist/(components/(${widgets.join('|')}|fieldset|focus-trap|portal|presence)|utils|providers)/`,
      ),
      new RegExp(
        `^@chakra-ui/react/dist/esm/components/(${widgets.join('|')}|drawer|checkmark|fieldset|portal|close-button)/`,
      ),
    ],
    // The kit's own dialogs, which screens open over their lists.
    files: [
      'src/components/ConfirmDialog.tsx',
      'src/components/InfoDialog.tsx',
      'src/components/DeleteConfirmation.tsx',
    ],
    minShareCount: 2,
    priority: 22,
  },
];

/** A module id as a path relative to the project with '/' separators, without a query. */
const relative = (root, id) => {
  const file = id.replace(/\?.*$/, '').replaceAll('\\', '/');
  const base = `${root.replaceAll('\\', '/')}/`;
  return file.startsWith(base) ? file.slice(base.length) : file;
};

const inPackage = (file) => /\/node_modules\/(.*)$/.exec(`/${file}`)?.[1];

/** Whether a module (a path relative to the project) belongs to a part. */
export function belongsTo(part, file) {
  const inside = inPackage(file);
  if (inside !== undefined) {
    return (
      (part.packages ?? []).some((name) => inside.startsWith(`${name}/`)) ||
      (part.packageParts ?? []).some((pattern) => pattern.test(inside))
    );
  }
  return (
    (part.files ?? []).includes(file) ||
    (part.folders ?? []).some((folder) => file.startsWith(`src/components/${folder}/`))
  );
}

/** An area's folder (src/features/<area>/). */
const areaOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * The groups of rolldown's `output.codeSplitting` for a project at `root`.
 * @param {string} root
 * @returns {import('rolldown').CodeSplittingGroup[]}
 */
export function chunkGroups(root) {
  return [
    // What the first page needs, in one file rather than many shared fragments of a few hundred bytes: one
    // request, and gzip compresses it as a whole, smaller than its parts.
    { name: 'start', tags: ['$initial'], priority: 40 },
    ...parts.map(({ name, priority, minShareCount, includeDependenciesRecursively = false, ...part }) => ({
      name,
      test: (/** @type {string} */ id) => belongsTo(part, relative(root, id)),
      priority,
      ...(minShareCount ? { minShareCount } : {}),
      // Without what they import, which is the kit's (a screen without a chart would otherwise load chart.js
      // with the units the charts use).
      includeDependenciesRecursively,
    })),
    // The rest of the kit shared by screens (and the packages they use): one file. A module used by one screen
    // only stays in that screen's file. crypto-js is the cipher's file (src/api/lazy-cipher.ts).
    {
      name: 'kit',
      test: (/** @type {string} */ id) => {
        const file = relative(root, id);
        const inside = inPackage(file);
        return inside !== undefined ? !inside.startsWith('crypto-js/') : /^src\/(components|lib|api)\//.test(file);
      },
      minShareCount: 2,
      priority: 20,
    },
    // An area's code shared by its screens: a file per area and per set of screens and dialogs that use it, so
    // the rules only an area's dialogs share (their form schemas) come with the dialogs, not with its lists.
    {
      name: (/** @type {string} */ id) => areaOf(relative(root, id)),
      test: (/** @type {string} */ id) => areaOf(relative(root, id)) !== null,
      minShareCount: 2,
      priority: 10,
      entriesAware: true,
    },
  ];
}
