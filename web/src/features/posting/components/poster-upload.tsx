import { ImagePlus, LoaderCircle, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import {
  checkPosterFile,
  isIOS,
  POSTER_MESSAGES,
  postingApi,
  UPLOAD_TIMEOUT_CREATE_MS,
  UPLOAD_TIMEOUT_EDIT_MS,
  uploadPoster,
} from '../api/posting-api';
import type { FormMode, KajianType } from '../lib/posting-schema';

export interface PosterValue {
  key: string;
  /** What to show: the stored card variant, or the picked file while it uploads. */
  preview: string;
}

/**
 * PosterUpload picks, checks, uploads (60 s on the posting form, 30 s on edit forms), previews
 * and removes a poster. After an upload it calls onUploaded so the form can read the poster.
 */
export function PosterUpload({
  kind,
  mode,
  value,
  onChange,
  onUploaded,
  analyzing = false,
  disabled = false,
}: {
  kind: KajianType;
  mode: FormMode;
  value: PosterValue | null;
  onChange: (next: PosterValue | null) => void;
  onUploaded?: (key: string) => void;
  analyzing?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const pick = async (file: File) => {
    const problem = checkPosterFile(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    const preview = URL.createObjectURL(file);
    setLocalPreview(preview);
    setUploading(true);
    try {
      const timeout = mode === 'create' ? UPLOAD_TIMEOUT_CREATE_MS : UPLOAD_TIMEOUT_EDIT_MS;
      const up = await uploadPoster(file, kind, timeout);
      // The poster it replaces goes, unless a saved session still shows it (the server keeps
      // that one until the session is saved without it).
      if (value) void postingApi.removePoster(value.key).catch(() => undefined);
      onChange({ key: up.key, preview: up.poster.card });
      notify.success(POSTER_MESSAGES.uploaded);
      onUploaded?.(up.key);
    } catch (error) {
      const message = isApiError(error) ? error.message : POSTER_MESSAGES.uploadFailedEdit;
      notify.error(mode === 'create' ? POSTER_MESSAGES.uploadFailedCreate(message) : POSTER_MESSAGES.uploadFailedEdit, {
        description: isIOS() && isApiError(error) && error.status === 0 ? POSTER_MESSAGES.iosHint : undefined,
      });
    } finally {
      setUploading(false);
      setLocalPreview(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const remove = async () => {
    if (!value) return;
    setRemoving(true);
    try {
      await postingApi.removePoster(value.key);
      onChange(null);
      notify.success(POSTER_MESSAGES.removed);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : 'Gagal menghapus poster');
    } finally {
      setRemoving(false);
    }
  };

  const shown = localPreview ?? value?.preview ?? null;
  const busy = uploading || analyzing || removing;
  return (
    <div className="flex flex-col gap-3">
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp,image/*"
        className="sr-only"
        aria-label="Pilih poster kajian"
        disabled={disabled || busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void pick(file);
        }}
      />
      {shown ? (
        <div className="relative overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
          <img src={shown} alt="Pratinjau poster kajian" className="mx-auto max-h-96 w-auto object-contain" />
          {busy && (
            <div
              role="status"
              className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/85 px-4 text-center text-sm font-medium text-stone-800"
            >
              {analyzing ? (
                <Sparkles aria-hidden className="size-6 animate-pulse text-emerald-700" />
              ) : (
                <LoaderCircle aria-hidden className="size-6 animate-spin text-emerald-700" />
              )}
              {uploading ? 'Mengupload poster...' : analyzing ? POSTER_MESSAGES.analyzing : 'Menghapus poster...'}
            </div>
          )}
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-emerald-300 bg-emerald-50/50 px-4 py-6 text-center hover:bg-emerald-50"
        >
          <ImagePlus aria-hidden className="size-8 text-emerald-700" />
          <span className="font-semibold text-emerald-800">Upload Poster Kajian</span>
          <span className="text-sm text-stone-600">JPG, PNG, GIF atau WebP, maksimal 20MB</span>
        </label>
      )}
      {value && !busy && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={disabled}>
            <ImagePlus aria-hidden className="size-4" />
            Ganti Poster
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            disabled={disabled}
            onClick={() => {
              void remove();
            }}
          >
            <Trash2 aria-hidden className="size-4" />
            Hapus Poster
          </Button>
        </div>
      )}
    </div>
  );
}
