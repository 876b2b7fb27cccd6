import type { components } from '@/lib/api-types';
import { formatLongDate } from '@/lib/kajian-format';

export type PublicNote = components['schemas']['PublicNote'];

/**
 * noteShareText is what copying or sharing a public note gives (the CATATAN KAJIAN block):
 * session title, ustaz, date, plain text, tags, and a source line crediting the author.
 */
export function noteShareText(note: PublicNote): string {
  const lines = ['CATATAN KAJIAN', ''];
  if (note.session) lines.push(note.session.title, `Ustadz: ${note.session.ustaz}`);
  lines.push(`Tanggal: ${formatLongDate(note.attendance_date)}`, '', note.notes_text);
  if (note.tags.length > 0) lines.push('', note.tags.map((t) => `#${t}`).join(' '));
  lines.push('', `Sumber: catatan ${note.author_name} di Kajian Kita`);
  return lines.join('\n');
}
