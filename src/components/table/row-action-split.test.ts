import { describe, expect, it } from 'vitest';
import { INLINE_BUDGET, labelWidth, MAX_INLINE, splitRowActions } from './row-action-split';

const labels = (...names: string[]) => names.map((label) => ({ label }));
const names = (actions: { label: string }[]) => actions.map((action) => action.label);

describe('splitRowActions', () => {
  it.each([
    ['keeps two short operations as buttons', ['Edit', 'Delete'], ['Edit', 'Delete'], []],
    ['keeps three that fit together', ['编辑', '停用', '删除'], ['编辑', '停用', '删除'], []],
    [
      'moves what does not fit, and the last that would, into More',
      ['Settings', 'History', 'Scheduling', 'Delete'],
      ['Settings', 'History'],
      ['Scheduling', 'Delete'],
    ],
    [
      'keeps at most two buttons beside More, even when labels are short',
      ['设置', '历史', '调度', '删除'],
      ['设置', '历史'],
      ['调度', '删除'],
    ],
    [
      'a long label takes the room of several short ones',
      ['Edit', 'Policies and rules', 'Disable', 'Check', 'Port errors'],
      ['Edit', 'Policies and rules'],
      ['Disable', 'Check', 'Port errors'],
    ],
    [
      'a first label past the budget leaves only More',
      ['A label far longer than the row has room for', 'Delete'],
      [],
      ['A label far longer than the row has room for', 'Delete'],
    ],
    ['no operations, nothing to show', [], [], []],
  ])('%s', (_name, given, inline, more) => {
    const split = splitRowActions(labels(...given));
    expect(names(split.inline)).toEqual(inline);
    expect(names(split.more)).toEqual(more);
  });

  it('never shows more buttons than MAX_INLINE nor labels wider than the budget', () => {
    const many = labels('a', 'b', 'c', 'd', 'e', 'f');
    const { inline, more } = splitRowActions(many);
    expect(inline.length).toBeLessThan(MAX_INLINE);
    expect([...inline, ...more]).toEqual(many);
    expect(names(inline).join('').length).toBeLessThanOrEqual(INLINE_BUDGET);
  });

  it('counts Chinese characters double', () => {
    expect(labelWidth('删除')).toBe(4);
    expect(labelWidth('Delete')).toBe(6);
    expect(labelWidth('IP 集')).toBe(5);
  });
});
