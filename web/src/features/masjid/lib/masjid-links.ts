// The addresses the masjid pages link to or let people copy: directions, calendar feeds,
// the masjid's own links and the embed snippet. Pure, so they are tested on their own.

/** directionsUrl is Google Maps' route to a point, from wherever the viewer is. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${String(latitude)},${String(longitude)}`;
}

/**
 * webcalUrl is a calendar feed as calendar apps subscribe to it: the feed's address (the API
 * sends it relative to this site, or absolute) with the webcal scheme.
 */
export function webcalUrl(feed: string, host: string): string {
  if (/^https?:\/\//.test(feed)) return feed.replace(/^https?:\/\//, 'webcal://');
  return `webcal://${host}${feed.startsWith('/') ? '' : '/'}${feed}`;
}

/** websiteUrl is a website as typed by the DKM, with https:// when they left it out. */
export function websiteUrl(site: string): string {
  const s = site.trim();
  if (s === '') return '';
  return /^https?:\/\//i.test(s) ? s : `https://${s}`;
}

/** instagramUrl takes a profile's address or its handle ('@masjidku', 'masjidku'). */
export function instagramUrl(value: string): string {
  const v = value.trim();
  if (v === '') return '';
  if (/^https?:\/\//i.test(v)) return v;
  if (/instagram\.com\//i.test(v)) return `https://${v}`;
  return `https://www.instagram.com/${v.replace(/^@/, '')}`;
}

/** youtubeUrl takes a channel's address or its handle ('@masjidku'). */
export function youtubeUrl(value: string): string {
  const v = value.trim();
  if (v === '') return '';
  if (/^https?:\/\//i.test(v)) return v;
  if (/youtu(\.be|be\.com)\//i.test(v)) return `https://${v}`;
  return `https://www.youtube.com/@${v.replace(/^@/, '')}`;
}

/** handleOf shows a link as its handle where it has one ('@masjidku'), else without its scheme. */
export function handleOf(value: string): string {
  const v = value.trim().replace(/\/+$/, '');
  const handle = /(?:instagram\.com|youtube\.com)\/(@?[\w.-]+)$/i.exec(v);
  if (handle?.[1]) return handle[1].startsWith('@') ? handle[1] : `@${handle[1]}`;
  if (/^[\w.-]+$/.test(v)) return `@${v}`;
  return v.replace(/^https?:\/\//i, '');
}

/** embedUrl is the masjid's widget for other websites; tvUrl its lobby screen. */
export function embedUrl(origin: string, slug: string): string {
  return `${origin}/masjid/${encodeURIComponent(slug)}/embed`;
}

export function tvPath(slug: string): string {
  return `/masjid/${encodeURIComponent(slug)}/tv`;
}

/** embedSnippet is the iframe a DKM pastes into its website to show its schedule there. */
export function embedSnippet(origin: string, slug: string, name: string): string {
  const title = `Jadwal kajian ${name}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${embedUrl(origin, slug)}" title="${title}" width="100%" height="560" style="border:0" loading="lazy"></iframe>`;
}
