import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { MAX_OFFLINE_COPIES, forgetOfflineCopies, offlineSince, readOfflineCopy, saveOfflineCopy, withOfflineCopy } from './offline-copy';

const offline = () => new ApiError({ status: 0, code: 'network_error', message: 'offline' });

describe('offline copies', () => {
  it('answers with the kept copy, marked, only when the server cannot be reached', async () => {
    const first = await withOfflineCopy('home:x', () => Promise.resolve({ total: 3 }));
    expect(offlineSince(first)).toBeUndefined();
    const kept = await withOfflineCopy<{ total: number }>('home:x', () => Promise.reject(offline()));
    expect(kept.total).toBe(3);
    expect(offlineSince(kept)).toBeTypeOf('number');
    // A server's answer (here 500) is never covered by the copy.
    const refused = new ApiError({ status: 500, code: 'internal', message: 'Terjadi kesalahan' });
    await expect(withOfflineCopy('home:x', () => Promise.reject(refused))).rejects.toBe(refused);
    // Nothing kept: the failure stands.
    await expect(withOfflineCopy('home:y', () => Promise.reject(offline()))).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps at most MAX_OFFLINE_COPIES, the least recently saved going first, and forgets all at sign-out', () => {
    for (let i = 0; i <= MAX_OFFLINE_COPIES; i++) saveOfflineCopy(`detail:${String(i)}`, { i });
    expect(readOfflineCopy('detail:0')).toBeUndefined();
    expect(readOfflineCopy<{ i: number }>('detail:1')?.data.i).toBe(1);
    expect(readOfflineCopy<{ i: number }>(`detail:${String(MAX_OFFLINE_COPIES)}`)?.data.i).toBe(MAX_OFFLINE_COPIES);
    forgetOfflineCopies();
    expect(readOfflineCopy('detail:1')).toBeUndefined();
  });
});
