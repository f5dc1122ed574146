import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useHasBeenTrue } from './use-has-been-true.ts';

describe('useHasBeenTrue', () => {
  it('stays false until the condition first holds, then stays true', () => {
    const { result, rerender } = renderHook(({ condition }) => useHasBeenTrue(condition), {
      initialProps: { condition: false },
    });
    expect(result.current).toBe(false);
    rerender({ condition: true });
    expect(result.current).toBe(true);
    rerender({ condition: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when the condition holds then', () => {
    const { result } = renderHook(() => useHasBeenTrue(true));
    expect(result.current).toBe(true);
  });
});
