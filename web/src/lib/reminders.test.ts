import { describe, expect, it } from 'vitest';
import { keyBytes, speakerKey, webcalOf } from '@/lib/reminders';

describe('reminders helpers', () => {
  it('matches speakers as the server does: without case, punctuation or titles', () => {
    for (const name of ['Ustadz Abdul Somad, Lc., M.A.', 'Ust. Abdul Somad', 'ustadz ABDUL   somad', 'Dr. Abdul Somad Lc']) {
      expect(speakerKey(name)).toBe('abdul somad');
    }
    expect(speakerKey('Ustadz')).toBe('');
  });

  it('turns a base64url VAPID key into its bytes', () => {
    // 0xfb 0xff 0xfe: '+/+' in base64, '-_-' in base64url, without padding.
    expect(Array.from(keyBytes('-__-'))).toEqual([0xfb, 0xff, 0xfe]);
    expect(keyBytes('BA').length).toBe(1);
  });

  it('subscribes calendars with webcal://', () => {
    expect(webcalOf('https://kajiankita.id/feeds/saya/abc.ics')).toBe('webcal://kajiankita.id/feeds/saya/abc.ics');
    expect(webcalOf('http://127.0.0.1:8080/feeds/dekat.ics?tempat=Bandung')).toBe('webcal://127.0.0.1:8080/feeds/dekat.ics?tempat=Bandung');
  });
});
