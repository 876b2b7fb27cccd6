import { describe, expect, it } from 'vitest';
import { pageItems, SIBLINGS_PHONE, SIBLINGS_WIDE } from './pages';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1, SIBLINGS_WIDE)).toEqual([1]);
    expect(pageItems(2, 4, SIBLINGS_WIDE)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0, SIBLINGS_WIDE)).toEqual([]);
  });

  it('shows first, last, current and neighbours with ellipsis', () => {
    expect(pageItems(5, 10, SIBLINGS_WIDE)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(1, 10, SIBLINGS_WIDE)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(10, 10, SIBLINGS_WIDE)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('fills a gap of one page instead of an ellipsis', () => {
    expect(pageItems(4, 10, SIBLINGS_WIDE)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(pageItems(7, 10, SIBLINGS_WIDE)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('shows fewer numbers on phones', () => {
    expect(pageItems(5, 10, SIBLINGS_PHONE)).toEqual([1, 'ellipsis-start', 5, 'ellipsis-end', 10]);
    expect(pageItems(5, 10, SIBLINGS_PHONE).length).toBeLessThan(pageItems(5, 10, SIBLINGS_WIDE).length);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 3, SIBLINGS_WIDE)).toEqual([1, 2, 3]);
  });
});
