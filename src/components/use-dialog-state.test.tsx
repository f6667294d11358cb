import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogState } from './use-dialog-state';

type Dialog = { kind: 'add' } | { kind: 'delete'; id: number };

describe('useDialogState', () => {
  it('starts closed, opens on a target, switches target and closes', () => {
    const { result } = renderHook(() => useDialogState<Dialog>());
    expect(result.current.isOpen).toBe(false);
    expect(result.current.target).toBeUndefined();

    act(() => result.current.open({ kind: 'delete', id: 7 }));
    expect(result.current.isOpen).toBe(true);
    expect(result.current.target).toEqual({ kind: 'delete', id: 7 });

    act(() => result.current.open({ kind: 'add' }));
    expect(result.current.target).toEqual({ kind: 'add' });

    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    expect(result.current.target).toBeUndefined();
  });

  it('keeps a function target as the target rather than calling it', () => {
    const { result } = renderHook(() => useDialogState<() => string>());
    const target = () => 'row';
    act(() => result.current.open(target));
    expect(result.current.target).toBe(target);
  });

  it('keeps open and close the same between renders, so they can be passed down without re-rendering', () => {
    const { result, rerender } = renderHook(() => useDialogState<number>());
    const { open, close } = result.current;
    rerender();
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
  });
});
