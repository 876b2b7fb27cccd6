import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { api, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * DigestOptOutPage is where the weekly digest's 'Berhenti berlangganan' link lands: it turns the
 * digest off as it opens, without signing in. The change is made by a request from the page, so
 * a mail scanner that only fetches the link changes nothing.
 */
export function DigestOptOutPage() {
  useDocumentTitle('Berhenti Berlangganan');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => api.post('/digest/berhenti', { query: { token } }) });
  const { mutate } = stop;
  useEffect(() => {
    mutate();
  }, [mutate]);

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <MailX aria-hidden className="size-10 text-emerald-700" />
        <h1 className="text-xl font-bold text-stone-900">Berhenti Berlangganan</h1>
        {stop.isPending || stop.isIdle ? (
          <Spinner label="Memproses..." />
        ) : stop.isSuccess ? (
          <p className="text-stone-700">
            {stop.data.message}. Anda bisa mengaktifkannya lagi kapan saja di halaman Profil.
          </p>
        ) : (
          <p className="text-stone-700">{isApiError(stop.error) ? stop.error.message : 'Terjadi kesalahan'}</p>
        )}
        <Button asChild variant="outline">
          <Link to="/">Kembali ke Beranda</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
