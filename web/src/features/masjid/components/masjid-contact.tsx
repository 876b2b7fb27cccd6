import { Camera, Globe, MessageCircle, PlaySquare, type LucideIcon } from 'lucide-react';
import type { MasjidDetail } from '../api/masjid-api';
import { handleOf, instagramUrl, websiteUrl, youtubeUrl } from '../lib/masjid-links';

interface Contact {
  href: string;
  label: string;
  text: string;
  icon: LucideIcon;
}

/** contactsOf is the masjid's ways to reach it, in the order the page shows them. */
export function contactsOf(m: Pick<MasjidDetail, 'whatsapp' | 'whatsapp_url' | 'website' | 'instagram' | 'youtube'>): Contact[] {
  const out: Contact[] = [];
  if (m.whatsapp_url) out.push({ href: m.whatsapp_url, label: 'WhatsApp', text: m.whatsapp, icon: MessageCircle });
  if (m.website.trim()) out.push({ href: websiteUrl(m.website), label: 'Website', text: handleOf(websiteUrl(m.website)), icon: Globe });
  if (m.instagram.trim()) out.push({ href: instagramUrl(m.instagram), label: 'Instagram', text: handleOf(m.instagram), icon: Camera });
  if (m.youtube.trim()) out.push({ href: youtubeUrl(m.youtube), label: 'YouTube', text: handleOf(m.youtube), icon: PlaySquare });
  return out;
}

/** MasjidContact lists WhatsApp (a wa.me link), website, Instagram and YouTube; nothing when none. */
export function MasjidContact({ masjid }: { masjid: MasjidDetail }) {
  const contacts = contactsOf(masjid);
  if (contacts.length === 0) return null;
  return (
    <section aria-labelledby="judul-kontak" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="judul-kontak" className="font-semibold text-stone-900">
        Kontak & Tautan
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {contacts.map(({ href, label, text, icon: Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-emerald-700" />
              <span className="flex min-w-0 flex-col">
                <span className="text-xs text-stone-500">{label}</span>
                <span className="truncate font-medium text-stone-900">{text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
