// The build's rewrite of chart.js's classes (scripts/lib/chart-js-pure-classes.mjs): the same classes, declared
// so that the bundler may drop the ones nothing uses. What the charts' file holds is checked on a production
// build (tests/build/signed-in-screens.test.ts).
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureTopLevelClasses } from '../../scripts/lib/chart-js-pure-classes.mjs';

const source = `
const formatters = { numeric: (value) => String(value) };
class Scale { static id = 'scale'; }
class LogarithmicScale extends Scale {
  static id = 'logarithmic';
  static defaults = { callback: formatters.numeric };
  static self() { return LogarithmicScale; }
}
function nested() { class Inner {} return Inner; }
export { LogarithmicScale, Scale, nested };
`;

const rewritten = pureTopLevelClasses(source, parseAst(source));

const load = async (code: string) =>
  (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

describe('pureTopLevelClasses', () => {
  it('declares each top-level class as the result of a call marked pure, and no nested one', () => {
    expect(rewritten).toContain('const Scale = /* @__PURE__ */ (() => class Scale {');
    expect(rewritten).toContain(
      'const LogarithmicScale = /* @__PURE__ */ (() => class LogarithmicScale extends Scale {',
    );
    expect(rewritten).toContain('function nested() { class Inner {} return Inner; }');
  });

  it('creates the same classes: names, inheritance, static fields and the class naming itself', async () => {
    const before = await load(source);
    const after = await load(rewritten);
    const Log = after.LogarithmicScale as { name: string; id: string; defaults: object; self(): unknown };
    expect(Log.name).toBe((before.LogarithmicScale as { name: string }).name);
    expect(Object.getPrototypeOf(Log)).toBe(after.Scale);
    expect(Log.id).toBe('logarithmic');
    expect(Log.defaults).toEqual({ callback: expect.any(Function) });
    expect(Log.self()).toBe(Log);
  });
});
