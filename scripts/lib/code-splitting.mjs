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
 * @property {{ entriesAware: boolean, entriesAwareMergeThreshold?: number }} [split]  a file per set of screens
 *   (and lazy parts) that use its modules, rather than one
 */

/** @type {Part[]} */
export const parts = [
  // The distributions (drawn as pies or bars), which only some chart screens draw; bars and pies, a file each
  // (src/components/charts/BarChart.tsx, PieChart.tsx), which a distribution loads for the kind it draws and the
  // bills' chart for its bars. chart.js's bars and pies are split off chart.js by scripts/lib/chart-js-parts.mjs.
  {
    name: 'distribution-charts',
    files: [
      'src/components/charts/DistributionChart.tsx',
      'src/components/charts/distribution-config.ts',
      'src/lib/top-n.ts',
    ],
    priority: 31,
  },
  {
    name: 'bar-charts',
    packageParts: [/^chart\.js\/dist\/bar-parts\.js$/],
    files: ['src/components/charts/BarChart.tsx', 'src/components/charts/register-bar-charts.ts'],
    priority: 31,
  },
  {
    name: 'pie-charts',
    packageParts: [/^chart\.js\/dist\/pie-parts\.js$/],
    files: ['src/components/charts/PieChart.tsx', 'src/components/charts/register-pie-charts.ts'],
    priority: 31,
  },
  // Time series, with chart.js's lines: the screens whose charts are all bars and pies do not load them.
  {
    name: 'time-series',
    packageParts: [/^chart\.js\/dist\/line-parts\.js$/],
    files: [
      'src/components/charts/TimeSeriesChart.tsx',
      'src/components/charts/time-series-config.ts',
      'src/components/charts/time-series-csv.ts',
      'src/components/charts/time-axis.ts',
      'src/components/charts/mark-datasets.ts',
      'src/components/charts/baseline-sampling.ts',
      'src/components/charts/billing-marks.ts',
      'src/components/charts/register-line-charts.ts',
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
  // TanStack Query's many-queries hook: the certificate list's deletions and the at-risk card's list use it. The
  // screens that load the card's frame with the pickers' file (the overview until the card is near, service info,
  // the analyses) do not load it.
  {
    name: 'many-queries',
    packageParts: [
      /^@tanstack\/(query-core\/build\/modern\/queriesObserver|react-query\/build\/modern\/useQueries)\.js$/,
    ],
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
  // The pickers of the accounts, domains and providers a traffic query covers, with what works out those accounts
  // and the service figures' query they feed: the screens that analyse traffic by domain draw them (the overview,
  // service info, the analyses); the lines, the ranking and the dashboards, which draw the time range alone, do
  // not load them.
  {
    name: 'scope-pickers',
    files: [
      'src/components/pickers/DomainPicker.tsx',
      'src/components/pickers/AccountPicker.tsx',
      'src/components/pickers/ProviderPicker.tsx',
      'src/components/pickers/query-accounts.ts',
      'src/components/pickers/traffic-scope.ts',
      'src/lib/account-tree.ts',
      'src/api/service-info-query.ts',
    ],
    minShareCount: 2,
    priority: 26,
  },
  // The certificates-at-risk card's frame (the overview's and the certificate list's, which read the accounts the
  // scope pickers work out), with what loads its list when it comes near: not with the pickers, which service
  // info and the analyses draw without it.
  {
    name: 'certificates-at-risk',
    folders: ['certificate-risk'],
    files: ['src/components/use-near-view.ts'],
    minShareCount: 2,
    priority: 26,
  },
  // The time range's pickers of the screens that chart or analyse traffic. With them, the helpers only screens
  // that chart traffic use (a series' points, the recent days' traffic): in the figures' file, every list that
  // shows a size or a server time would load them. What the charts' own file imports is not here (their sampling
  // is theirs, the billing percentile is the figures'): a chart alone (the bills') loads no pickers.
  {
    name: 'pickers',
    folders: ['pickers'],
    files: ['src/lib/time-range.ts', 'src/lib/recent-traffic.ts', 'src/lib/series.ts'],
    minShareCount: 2,
    priority: 25,
  },
  // The time and figure helpers, which lists use too (a task's time on the server's clock, a size in bytes, the
  // period a list of alarms covers), the billing percentile (0.4 kB: the charts' marks and the service info's note
  // read it), what loads the time-series chart apart (the overview's and the service
  // figures' charts, the alert history's curve drawn on a press) and what dashboards draw and lists do not
  // (Chakra's stat and simple grid): not with the pickers, which a list does not draw. (Chakra's data list and
  // grid, which detail screens and a list's layout draw, are the kit's: a few hundred bytes, where this file
  // would be one more.)
  {
    name: 'figures',
    packageParts: [
      /^@chakra-ui\/react\/dist\/esm\/components\/(stat|simple-grid)\//,
      /^@chakra-ui\/react\/dist\/esm\/theme\/recipes\/stat\.js$/,
    ],
    files: [
      'src/components/ui/stat.ts',
      'src/components/lazy-time-series-chart.tsx',
      'src/lib/server-time.ts',
      'src/lib/units.ts',
      'src/lib/percentile.ts',
    ],
    minShareCount: 2,
    priority: 25,
  },
  // The interactive widgets, a part each, so that a screen drawing tabs at first paint loads tabs' code and not
  // every menu's and dialog's: their code is the state machine (zag), its React parts (ark) and Chakra's styled
  // parts. Menus, popovers, dialogs and drawers are loaded when one is first wanted
  // (src/components/overlay-on-demand.tsx, or with a dialog) with what positions, traps focus and dismisses them.
  {
    name: 'overlays',
    packageParts: [
      /^@zag-js\/(menu|popover|dialog|popper|dismissable|focus-trap|interact-outside|remove-scroll|aria-hidden|rect-utils)\//,
      /^@floating-ui\//,
      /^@ark-ui\/react\/dist\/components\/(menu|popover|dialog|focus-trap|portal)\//,
      /^@chakra-ui\/react\/dist\/esm\/components\/(menu|popover|dialog|drawer|portal|close-button)\//,
      // Their recipes, which the first page's system is made without (src/components/ui/overlays.ts).
      /^@chakra-ui\/react\/dist\/esm\/theme\/recipes\/(menu|popover|dialog|drawer)\.js$/,
      // The machines' DOM helpers only overlays use (initial focus, scroll lock, typeahead, focus proxies).
      /^@zag-js\/dom-query\/dist\/(controller|initial-focus|overflow|wait-for|when-node|mutation-observer|scroll|searchable|typeahead|proxy-tab-focus)\.mjs$/,
      /^@ark-ui\/react\/dist\/(utils\/use-effect-once|components\/presence\/split-presence-props)\.js$/,
    ],
    // The kit's own dialogs, which screens open over their lists, the form dialog and the question before a
    // form's input is lost (out of the form folder: a page form draws neither until it is wanted).
    files: [
      'src/components/ui/overlays.ts',
      'src/components/ConfirmDialog.tsx',
      'src/components/InfoDialog.tsx',
      'src/components/DeleteConfirmation.tsx',
      'src/components/form/FormDialog.tsx',
      'src/components/form/leave-question.tsx',
    ],
    minShareCount: 2,
    // Over the forms' part, whose folder holds the form dialog.
    priority: 31,
  },
  // Checkboxes and switches (in forms and filters).
  {
    name: 'toggles',
    packageParts: [
      /^@zag-js\/(checkbox|switch)\//,
      /^@ark-ui\/react\/dist\/components\/(checkbox|switch|fieldset)\//,
      /^@chakra-ui\/react\/dist\/esm\/components\/(checkbox|switch|checkmark|fieldset)\//,
      /^@chakra-ui\/react\/dist\/esm\/theme\/recipes\/(checkbox|switch|checkmark|fieldset)\.js$/,
      // The helpers only form controls use (their hidden input, the form's reset, the pressed state).
      /^@zag-js\/dom-query\/dist\/(form|press|visually-hidden)\.mjs$/,
      /^@ark-ui\/react\/dist\/utils\/use-controllable-state\.js$/,
    ],
    // With their recipes (src/components/ui/toggles.ts).
    files: ['src/components/ui/toggles.ts'],
    minShareCount: 2,
    priority: 23,
  },
  // What every widget runs on (the state machines' core, its React binding, presence and the DOM helpers), with
  // tabs, the one widget a screen draws at first paint (the alert history's two lists): one file for them; a list
  // screen's first paint uses none of it, since the pager is plain buttons.
  {
    name: 'widgets',
    packageParts: [
      /^@zag-js\/(tabs|presence|focus-visible|react|core|dom-query|utils)\//,
      /^@ark-ui\/react\/dist\/(components\/(tabs|presence)|utils|providers)\//,
      /^@chakra-ui\/react\/dist\/esm\/components\/tabs\//,
      /^@chakra-ui\/react\/dist\/esm\/theme\/recipes\/tabs\.js$/,
    ],
    // With the tabs' recipe (src/components/ui/tabs.ts).
    files: ['src/components/ui/tabs.ts'],
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

/** The part a module (a path relative to the project) goes to: of those it belongs to, the highest priority's. */
export const partOf = (file) =>
  parts.filter((part) => belongsTo(part, file)).sort((a, b) => b.priority - a.priority)[0]?.name;

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
    ...parts.map(({ name, priority, minShareCount, includeDependenciesRecursively = false, split, ...part }) => ({
      name,
      test: (/** @type {string} */ id) => belongsTo(part, relative(root, id)),
      priority,
      ...(minShareCount ? { minShareCount } : {}),
      ...split,
      // Without what they import, which is the kit's (a screen without a chart would otherwise load chart.js
      // with the units the charts use).
      includeDependenciesRecursively,
    })),
    // The rest of the kit shared by screens (and the packages they use): one file. A module used by one screen
    // only stays in that screen's file. crypto-js is the cipher's file (src/api/text-cipher.ts).
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
