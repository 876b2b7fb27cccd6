import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  embedSnippet,
  handleOf,
  instagramUrl,
  tvPath,
  webcalUrl,
  websiteUrl,
  youtubeUrl,
} from './masjid-links';

describe('masjid links', () => {
  it('routes to the masjid with Google Maps directions', () => {
    expect(directionsUrl(-6.2, 106.85)).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.2,106.85');
  });

  it('subscribes to a relative or absolute feed with webcal://', () => {
    expect(webcalUrl('/feeds/masjid/al-ikhlas.ics', 'kajiankita.id')).toBe('webcal://kajiankita.id/feeds/masjid/al-ikhlas.ics');
    expect(webcalUrl('feeds/x.ics', 'h:8080')).toBe('webcal://h:8080/feeds/x.ics');
    expect(webcalUrl('https://kajiankita.id/feeds/ustadz.ics?nama=A%20B', 'x')).toBe(
      'webcal://kajiankita.id/feeds/ustadz.ics?nama=A%20B',
    );
  });

  it('completes the links a DKM typed', () => {
    expect(websiteUrl('masjid.or.id')).toBe('https://masjid.or.id');
    expect(websiteUrl('http://masjid.or.id')).toBe('http://masjid.or.id');
    expect(websiteUrl('  ')).toBe('');
    expect(instagramUrl('@masjidku')).toBe('https://www.instagram.com/masjidku');
    expect(instagramUrl('instagram.com/masjidku')).toBe('https://instagram.com/masjidku');
    expect(instagramUrl('https://instagram.com/x')).toBe('https://instagram.com/x');
    expect(youtubeUrl('@masjidku')).toBe('https://www.youtube.com/@masjidku');
    expect(youtubeUrl('youtube.com/@masjidku')).toBe('https://youtube.com/@masjidku');
  });

  it('shows a profile by its handle', () => {
    expect(handleOf('https://www.instagram.com/masjidku/')).toBe('@masjidku');
    expect(handleOf('https://youtube.com/@kajianku')).toBe('@kajianku');
    expect(handleOf('masjidku')).toBe('@masjidku');
    expect(handleOf('https://masjid.or.id')).toBe('masjid.or.id');
  });

  it('makes the embed snippet of the masjid, its title escaped', () => {
    const snippet = embedSnippet('https://kajiankita.id', 'al-ikhlas', 'Masjid "Al" & Co');
    expect(snippet).toBe(
      '<iframe src="https://kajiankita.id/masjid/al-ikhlas/embed" title="Jadwal kajian Masjid &quot;Al&quot; &amp; Co" width="100%" height="560" style="border:0" loading="lazy"></iframe>',
    );
    expect(tvPath('al-ikhlas')).toBe('/masjid/al-ikhlas/tv');
  });
});
