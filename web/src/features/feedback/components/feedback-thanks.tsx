import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** FeedbackThanks replaces the form once it is sent: the server's thanks and where to go next. */
export function FeedbackThanks({ message, onAnother }: { message: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the thanks, so keyboard and screen-reader users hear it was sent.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-2xl border border-emerald-200 bg-white p-6 text-center shadow-sm"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck aria-hidden className="size-8" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-emerald-800 focus:outline-none">
        {message}
      </h2>
      <p className="text-stone-700">Setiap masukan kami baca untuk membuat Kajian Kita lebih baik.</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/">Kembali ke Beranda</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Kirim masukan lain
        </Button>
      </div>
    </div>
  );
}
