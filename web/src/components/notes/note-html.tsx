import DOMPurify from 'dompurify';
import { cn } from '@/lib/cn';

// Notes are sanitised on the server when written; this is the second line of defence, with the
// same vocabulary: what the notes editor makes, links with the allowed schemes only.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a'];
const ALLOWED_URI = /^(?:https?|ftps?|mailto|tel|callto|sms|cid|xmpp):/i;

/** sanitizeNote cleans a note's HTML before it is shown. */
export function sanitizeNote(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}

/** The look of a note's HTML: headings, lists, quotes and code as the editor shows them (the
 * text size and line height are the user's: leading-relaxed, or text-sm for a preview). */
export const noteHtmlClass =
  'text-stone-800 [&_a]:text-emerald-800 [&_a]:underline [&_blockquote]:my-2 [&_blockquote]:border-l-4 ' +
  '[&_blockquote]:border-emerald-200 [&_blockquote]:pl-3 [&_blockquote]:text-stone-700 [&_code]:rounded [&_code]:bg-stone-100 ' +
  '[&_code]:px-1 [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal ' +
  '[&_p]:my-1.5 [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-stone-100 [&_pre]:p-3 [&_ul]:list-disc';

/** NoteHtml shows a note's HTML, sanitised again here; `small` in a preview's smaller text. */
export function NoteHtml({ html, small = false, className }: { html: string; small?: boolean; className?: string }) {
  return (
    <div
      className={cn(noteHtmlClass, small ? 'text-sm' : 'leading-relaxed', className)}
      // Sanitised right here with DOMPurify, to the notes editor's vocabulary.
      dangerouslySetInnerHTML={{ __html: sanitizeNote(html) }}
    />
  );
}
