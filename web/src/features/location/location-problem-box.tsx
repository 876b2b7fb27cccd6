import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUserLocation, type LocationPanelProps } from '@/lib/user-location';
import { SAFARI_STEPS } from './geolocation';
import { useLocationActions } from './location-provider';
import { ManualLocationInput } from './manual-location-lazy';

/** LocationProblemBox explains why the location could not be read, with what to do about it. */
export function LocationProblemBox({
  onRetry,
  onLocated,
}: {
  onRetry: () => Promise<void>;
  onLocated: LocationPanelProps['onLocated'];
}) {
  const { problem, resetPreference, browser } = useLocationActions();
  const { detecting } = useUserLocation();
  if (!problem) return null;
  return (
    <section
      aria-labelledby="masalah-lokasi"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="masalah-lokasi" className="text-lg font-semibold">
        Lokasi tidak dapat diakses
      </h2>
      <p className="mt-1">{problem.message}</p>
      {browser.safari && (problem.code === 'PERMISSION_DENIED' || problem.code === 'TIMEOUT') && (
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {SAFARI_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void onRetry()} disabled={detecting}>
          <RotateCcw aria-hidden /> Coba Lagi
        </Button>
        <Button variant="outline" onClick={resetPreference}>
          Reset Preferensi
        </Button>
      </div>
      {/* The input's own label ('Atau masukkan lokasi manual') is the one line that names it. */}
      <div className="mt-4">
        <ManualLocationInput onLocated={onLocated} />
      </div>
    </section>
  );
}
