import { describe, expect, it } from 'vitest';
import { readWithExpiry, writeWithExpiry } from '@/lib/storage';

describe('storage with expiry', () => {
  it('returns the value until it expires, then forgets it', () => {
    const now = Date.UTC(2025, 4, 5, 8, 0, 0);
    const day = 24 * 60 * 60 * 1000;
    writeWithExpiry('user_location', { city: 'Bandung' }, day, now);
    expect(readWithExpiry('user_location', now + day - 1)).toEqual({ city: 'Bandung' });
    expect(readWithExpiry('user_location', now + day)).toBeNull();
    expect(window.localStorage.getItem('user_location')).toBeNull();
  });

  it('ignores missing and malformed entries', () => {
    expect(readWithExpiry('nothing')).toBeNull();
    window.localStorage.setItem('broken', '{not json');
    expect(readWithExpiry('broken')).toBeNull();
    window.localStorage.setItem('old-shape', JSON.stringify({ city: 'Bandung' }));
    expect(readWithExpiry('old-shape')).toBeNull();
  });
});
