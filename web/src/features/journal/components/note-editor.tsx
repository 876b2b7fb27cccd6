import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { noteHtmlClass } from '@/components/notes/note-html';

/** Links may use these schemes only (content-side §5), as on the server. */
export const LINK_PROTOCOLS = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'];
const ALLOWED_LINK = /^(?:https?|ftps?|mailto|tel|callto|sms|cid|xmpp):/i;

/** isAllowedLink tells whether a typed URL may become a link. */
export function isAllowedLink(url: string): boolean {
  return ALLOWED_LINK.test(url.trim());
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => {
        e.preventDefault(); // keep the text selection
      }}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-stone-100',
        'focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-40 [&_svg]:size-4',
        active ? 'bg-emerald-100 text-emerald-900' : 'text-stone-700',
      )}
    >
      {children}
    </button>
  );
}

function askLink(editor: Editor) {
  const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
  const url = window.prompt('Masukkan URL tautan:', previous || 'https://');
  if (url === null) return;
  if (url.trim() === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  if (!isAllowedLink(url)) {
    window.alert('Tautan harus diawali http, https, ftp, ftps, mailto, tel, callto, sms, cid, atau xmpp.');
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
}

/** Toolbar is exactly the specified tools (content-side §2 Journal create). */
function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Format catatan" className="flex flex-wrap gap-0.5 border-b border-stone-200 p-1">
      <ToolButton label="Tebal" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden />
      </ToolButton>
      <ToolButton label="Miring" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden />
      </ToolButton>
      <ToolButton label="Garis bawah" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <Underline aria-hidden />
      </ToolButton>
      <ToolButton label="Coret" active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <Strikethrough aria-hidden />
      </ToolButton>
      <ToolButton label="Judul 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden />
      </ToolButton>
      <ToolButton label="Judul 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden />
      </ToolButton>
      <ToolButton label="Daftar berpoin" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden />
      </ToolButton>
      <ToolButton label="Daftar bernomor" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden />
      </ToolButton>
      <ToolButton label="Kutipan" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote aria-hidden />
      </ToolButton>
      <ToolButton label="Blok kode" active={state.code} onClick={() => chain().toggleCodeBlock().run()}>
        <Code2 aria-hidden />
      </ToolButton>
      <ToolButton
        label="Tautan"
        active={state.link}
        onClick={() => {
          askLink(editor);
        }}
      >
        <Link2 aria-hidden />
      </ToolButton>
      <ToolButton label="Urungkan" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden />
      </ToolButton>
      <ToolButton label="Ulangi" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden />
      </ToolButton>
    </div>
  );
}

/**
 * NoteEditor is the notes' rich-text editor (TipTap): the specified toolbar, headings 2 and 3
 * only, links with the allowed schemes, undo depth 100 grouped by 500 ms. It reports HTML.
 */
export function NoteEditor({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        undoRedo: { depth: 100, newGroupDelay: 500 },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: LINK_PROTOCOLS,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Isi catatan',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: cn(noteHtmlClass, 'min-h-48 px-3 py-2 leading-relaxed focus:outline-none'),
      },
    },
    onUpdate: ({ editor: e }) => {
      onChange(e.isEmpty ? '' : e.getHTML());
    },
  });
  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border bg-white focus-within:border-emerald-600 focus-within:outline-2 focus-within:outline-emerald-600/30',
        invalid ? 'border-red-500' : 'border-stone-300',
      )}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
