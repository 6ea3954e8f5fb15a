import { beforeEach, describe, expect, it } from 'vitest';
import { SHORTLIST_LIMITS } from '@shared/contract/shortlist';
import { addCompare, COMPARE_MAX, compareIds, removeCompare, setCompareIds } from '@site/lib/compareStore';
import { idsOfQuery } from '@site/pages/compare/ComparePage';

beforeEach(() => setCompareIds([]));

describe('compare store', () => {
  it('holds at most 4 schools: the 5th is refused and nothing changes', () => {
    expect(COMPARE_MAX).toBe(4);
    expect(COMPARE_MAX).toBe(SHORTLIST_LIMITS.compare);
    for (const id of [3, 1, 4, 2]) expect(addCompare(id)).toBe('added');
    expect(addCompare(5)).toBe('full');
    expect(compareIds()).toEqual([3, 1, 4, 2]);
    expect(addCompare(1)).toBe('exists');
    removeCompare(1);
    expect(compareIds()).toEqual([3, 4, 2]);
    expect(addCompare(5)).toBe('added');
    expect(compareIds()).toEqual([3, 4, 2, 5]);
  });

  it('keeps the pick in localStorage and reads it back, dropping what is not a school id', () => {
    addCompare(7);
    expect(JSON.parse(localStorage.getItem('dss.compare')!)).toEqual([7]);
    setCompareIds([1, 1, -2, 2.5, 3, 4, 5, 6] as number[]);
    expect(compareIds()).toEqual([1, 3, 4, 5]);
    // without a subscriber the store keeps its snapshot
    localStorage.setItem('dss.compare', '[8,9]');
    expect(compareIds()).toEqual([1, 3, 4, 5]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'dss.compare' }));
    expect(compareIds()).toEqual([1, 3, 4, 5]);
  });

  it('reads again after another tab changed the pick (while subscribed)', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { useCompareIds } = await import('@site/lib/compareStore');
    const { result } = renderHook(() => useCompareIds());
    expect(result.current).toEqual([]);
    act(() => {
      localStorage.setItem('dss.compare', '[8,9]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'dss.compare' }));
    });
    expect(result.current).toEqual([8, 9]);
    act(() => {
      localStorage.setItem('dss.compare', '"not a list"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'dss.compare' }));
    });
    expect(result.current).toEqual([]);
  });

  it('reads the ids of a shared compare link', () => {
    expect(idsOfQuery(null)).toBeNull();
    expect(idsOfQuery('')).toEqual([]);
    expect(idsOfQuery('3,1,x,3,0,2,9,8')).toEqual([3, 1, 2, 9]);
  });
});
