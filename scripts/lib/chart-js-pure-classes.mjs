// A Vite plugin: chart.js's parts that no chart registers are left out of the build. chart.js is tree-shakeable,
// but a class with a static field that reads a property (`static defaults = { ticks: { callback:
// Ticks.formatters.logarithmic } }`) counts for the bundler as code with a side effect, so it kept the
// logarithmic, radial, time and time-series scales, which no chart of the portal uses, in every chart screen's
// first page. Each top-level class of chart.js's module is declared here as the result of a call marked pure,
// which creates the same class at the same point (a class declaration and a `const` are both unusable before
// that point) and tells the bundler that it may drop the class when nothing uses it.
// tests/build/signed-in-screens.test.ts checks what the charts' file holds; tests/unit/chart-js-pure-classes.test.ts
// that the classes are the same.

const chartJsModule = /[\\/]node_modules[\\/]chart\.js[\\/]dist[\\/]chart\.js$/;

/** `source` with every top-level `class Name …` as `const Name = pure(() => class Name …)`. */
export function pureTopLevelClasses(source, program) {
  let out = '';
  let from = 0;
  for (const node of program.body) {
    if (node.type !== 'ClassDeclaration' || !node.id) continue;
    const name = node.id.name;
    out += source.slice(from, node.start);
    out += `const ${name} = /* @__PURE__ */ (() => ${source.slice(node.start, node.end)})();`;
    from = node.end;
  }
  return out + source.slice(from);
}

/** @returns {import('vite').Plugin} */
export function chartJsPureClasses() {
  return {
    name: 'portal-chart-js-pure-classes',
    apply: 'build',
    transform: {
      filter: { id: chartJsModule },
      handler(code) {
        return { code: pureTopLevelClasses(code, this.parse(code)), map: null };
      },
    },
  };
}
