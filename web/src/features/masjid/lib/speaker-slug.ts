import type { components } from '@/lib/api-types';

type Kajian = components['schemas']['Kajian'];

/** ustadzPath is an ustadz's page. */
export function ustadzPath(slug: string): string {
  return `/ustadz/${encodeURIComponent(slug)}`;
}

/** cardSpeakerSlug is the slug of the speaker a card names (k.speaker), when the API sent one. */
export function cardSpeakerSlug(k: Pick<Kajian, 'speaker' | 'speakers'>): string | null {
  const s = k.speakers.find((sp) => sp.name === k.speaker) as { slug?: string } | undefined;
  return s?.slug === undefined || s.slug === '' ? null : s.slug;
}
