import {
  CalendarDays,
  CalendarPlus,
  Copy,
  Download,
  Link2,
  MapPin,
  MessageCircle,
  Share2,
  Users,
  Video,
} from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { FacebookIcon, InstagramIcon, WhatsAppIcon, XIcon } from './brand-icons';
import { copyText } from '@/lib/clipboard';
import {
  contactUrl,
  facebookUrl,
  googleCalendarUrl,
  mapsUrl,
  plainText,
  posterFileName,
  twitterUrl,
  whatsappGroupUrl,
  whatsappPersonalUrl,
  type ShareableKajian,
} from './share-links';

export interface ShareDialogProps {
  kajian: ShareableKajian;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A round brand button with its name under it, for the main share targets. */
function TargetLink({ href, label, icon: IconComponent, color }: { href: string; label: string; icon: Icon; color: string }) {
  return (
    <a
      href={href}
      {...external}
      className="flex min-h-11 flex-col items-center gap-1.5 rounded-xl p-1 text-center text-xs leading-tight font-medium text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <span className={cn('flex size-12 items-center justify-center rounded-full text-white', color)}>
        <IconComponent className="size-6" />
      </span>
      {label}
    </a>
  );
}

function TargetButton({ onClick, label, icon: IconComponent, color }: { onClick: () => void; label: string; icon: Icon; color: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-11 flex-col items-center gap-1.5 rounded-xl p-1 text-center text-xs leading-tight font-medium text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <span className={cn('flex size-12 items-center justify-center rounded-full', color)}>
        <IconComponent className="size-6" />
      </span>
      {label}
    </button>
  );
}

const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-600';

function Row({ icon: IconComponent, children }: { icon: Icon; children: ReactNode }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
        <IconComponent className="size-5" />
      </span>
      <span className="flex-1 font-medium">{children}</span>
    </>
  );
}

/**
 * ShareDialog offers every way to pass a session on (spec §2 Share dialog): WhatsApp to a person
 * or a group, Facebook, Twitter (280 characters), Instagram (copy, then paste), copying the link
 * or the text, maps, the contact person on WhatsApp, the live stream, Google Calendar, an .ics
 * file for any calendar, and the poster.
 */
export function ShareDialog({ kajian, open, onOpenChange }: ShareDialogProps) {
  const maps = mapsUrl(kajian);
  const contact = contactUrl(kajian);
  const calendar = googleCalendarUrl(kajian);
  const poster = kajian.poster?.original ?? null;
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async (text: string, message: string, description?: string) => {
    if (await copyText(text)) notify.success(message, description ? { description } : undefined);
    else notify.error('Gagal menyalin. Silakan salin secara manual.');
  };

  const nativeShare = async () => {
    try {
      await navigator.share({ title: kajian.title, text: kajian.share_text });
    } catch {
      // Cancelled by the user, or refused: nothing to say.
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="snug" className="gap-4">
        <div className="pr-10">
          <DialogTitle>Bagikan Kajian</DialogTitle>
          <DialogDescription className="mt-1 line-clamp-2 text-sm">{kajian.title}</DialogDescription>
        </div>

        <div className="grid grid-cols-4 gap-x-1 gap-y-3">
          <TargetLink href={whatsappPersonalUrl(kajian)} label="WhatsApp" icon={WhatsAppIcon} color="bg-[#25D366]" />
          <TargetLink href={whatsappGroupUrl(kajian)} label="Grup WhatsApp" icon={Users} color="bg-[#128C7E]" />
          <TargetLink href={facebookUrl(kajian)} label="Facebook" icon={FacebookIcon} color="bg-[#1877F2]" />
          <TargetLink href={twitterUrl(kajian)} label="Twitter / X" icon={XIcon} color="bg-stone-900" />
          <TargetButton
            onClick={() =>
              void copy(
                plainText(kajian.share_text),
                'Teks berhasil disalin!',
                'Buka Instagram, lalu tempel (paste) teks ini di postingan atau Story Anda.',
              )
            }
            label="Instagram"
            icon={InstagramIcon}
            color="bg-gradient-to-tr from-[#F58529] via-[#DD2A7B] to-[#8134AF] text-white"
          />
          <TargetButton
            onClick={() => void copy(kajian.share_url, 'Link berhasil disalin!')}
            label="Salin Link"
            icon={Link2}
            color="bg-emerald-100 text-emerald-800"
          />
          <TargetButton
            onClick={() => void copy(kajian.share_text, 'Teks berhasil disalin!')}
            label="Salin Teks"
            icon={Copy}
            color="bg-emerald-100 text-emerald-800"
          />
          {canNativeShare && (
            <TargetButton
              onClick={() => void nativeShare()}
              label="Lainnya"
              icon={Share2}
              color="bg-stone-100 text-stone-700"
            />
          )}
        </div>

        <ul className="-mx-2 flex flex-col border-t border-stone-100 pt-2">
          {maps && (
            <li>
              <a href={maps} {...external} className={rowClass}>
                <Row icon={MapPin}>Buka di Google Maps</Row>
              </a>
            </li>
          )}
          {contact && (
            <li>
              <a href={contact} {...external} className={rowClass}>
                <Row icon={MessageCircle}>
                  Hubungi {kajian.contact_person?.trim()} via WhatsApp
                </Row>
              </a>
            </li>
          )}
          {kajian.live_stream_url && (
            <li>
              <a href={kajian.live_stream_url} {...external} className={rowClass}>
                <Row icon={Video}>Tonton Live Stream</Row>
              </a>
            </li>
          )}
          <li>
            {calendar.ok ? (
              <a href={calendar.url} {...external} className={rowClass}>
                <Row icon={CalendarPlus}>Tambahkan ke Google Calendar</Row>
              </a>
            ) : (
              <button type="button" className={rowClass} onClick={() => notify.error(calendar.message)}>
                <Row icon={CalendarPlus}>Tambahkan ke Google Calendar</Row>
              </button>
            )}
          </li>
          <li>
            <a href={kajian.calendar_url} download className={rowClass}>
              <Row icon={CalendarDays}>Tambahkan ke Kalender</Row>
            </a>
          </li>
          {poster && (
            <li>
              <a href={poster} download={posterFileName(kajian.title, poster)} className={rowClass}>
                <Row icon={Download}>Unduh Poster</Row>
              </a>
            </li>
          )}
        </ul>

        <details className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700">
          <summary className="cursor-pointer py-1 font-medium text-stone-800">Lihat teks yang dibagikan</summary>
          <p className="mt-2 max-h-48 overflow-y-auto break-words whitespace-pre-line">{kajian.share_text}</p>
        </details>
      </DialogContent>
    </Dialog>
  );
}
