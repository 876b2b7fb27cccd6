import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { masjidTeamApi } from '../api/masjid-team-api';

/**
 * ImageField uploads a masjid's photo or QRIS image through the poster pipeline: the server
 * checks the file (an image, at most 20 MB) and answers with the poster's own messages.
 */
export function ImageField({
  label,
  hint,
  preview,
  onChange,
}: {
  label: string;
  hint: string;
  preview: string | null;
  onChange: (next: { key: string; preview: string } | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    setBusy(true);
    try {
      const up = await masjidTeamApi.uploadImage(file);
      onChange({ key: up.key, preview: up.poster.original });
    } catch (error) {
      notify.error(isApiError(error) ? error.message : 'Gagal mengupload gambar');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-stone-800">
        {label}
      </span>
      {preview && <img src={preview} alt={label} className="max-h-48 w-fit rounded-xl border border-stone-200 object-contain" />}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <ImagePlus aria-hidden />}
          {busy ? 'Mengupload...' : preview ? `Ganti ${label}` : `Pilih ${label}`}
        </Button>
        {preview && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => onChange(null)}>
            <Trash2 aria-hidden />
            Hapus
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {hint}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        data-testid={`upload-${label.toLowerCase().replace(/\s+/g, '-')}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void pick(file);
        }}
      />
    </div>
  );
}
