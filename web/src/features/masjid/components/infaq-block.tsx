import { HandCoins } from 'lucide-react';
import type { Infaq } from '../api/masjid-api';
import { CopyButton } from './copy-button';

/**
 * InfaqBlock is where to send infaq: the bank, the account number with 'Salin', its holder and
 * the QRIS image. Nothing is paid through the app.
 */
export function InfaqBlock({ infaq, masjid }: { infaq: Infaq; masjid: string }) {
  return (
    <section aria-labelledby="judul-infaq" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="judul-infaq" className="flex items-center gap-2 font-semibold text-stone-900">
        <HandCoins aria-hidden className="size-5 text-amber-700" /> Infaq
      </h2>
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {infaq.bank && (
          <div>
            <dt className="text-stone-600">Bank</dt>
            <dd className="font-medium text-stone-900">{infaq.bank}</dd>
          </div>
        )}
        {infaq.account && (
          <div>
            <dt className="text-stone-600">Nomor rekening</dt>
            <dd className="flex items-center justify-between gap-2">
              <span className="text-lg font-semibold tracking-wide text-stone-900 tabular-nums" data-testid="rekening">
                {infaq.account}
              </span>
              <CopyButton text={infaq.account.replace(/[\s-]/g, '')} done="Nomor rekening disalin" label="Salin nomor rekening">
                Salin
              </CopyButton>
            </dd>
          </div>
        )}
        {infaq.holder && (
          <div>
            <dt className="text-stone-600">Atas nama</dt>
            <dd className="font-medium text-stone-900">{infaq.holder}</dd>
          </div>
        )}
      </dl>
      {infaq.qris_url && (
        <figure className="mt-3 flex flex-col items-center gap-1">
          <img
            src={infaq.qris_url}
            alt={`QRIS infaq ${masjid}`}
            loading="lazy"
            className="w-full max-w-56 rounded-xl border border-amber-200 bg-white p-2"
          />
          <figcaption className="text-xs text-stone-600">Pindai QRIS dengan aplikasi bank atau dompet digital</figcaption>
        </figure>
      )}
      <p className="mt-3 text-xs text-stone-600">Kajian Kita tidak memproses pembayaran. Pastikan nama penerima sesuai.</p>
    </section>
  );
}
