import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { cancelApi } from '@/features/kajian/api/cancel-api';
import type { KajianDetail } from '@/features/kajian/api/detail-queries';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * UncancelButton takes back a cancellation made by mistake, for who may cancel (its creator or
 * an admin): the whole one-off session, or one date of a weekly session.
 */
export function UncancelButton({ kajian, date, label }: { kajian: KajianDetail; date?: string; label: string }) {
  const client = useQueryClient();
  const undo = useMutation({
    mutationFn: () => cancelApi.uncancel(kajian.type, kajian.slug, date),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await client.invalidateQueries({ queryKey: queryKeys.kajian.all });
    },
    onError: (error) => {
      notify.error(isApiError(error) ? error.message : 'Gagal mengembalikan jadwal kajian');
    },
  });
  if (!kajian.can_edit) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="self-start"
      aria-label={label}
      disabled={undo.isPending}
      onClick={() => {
        undo.mutate();
      }}
    >
      <Undo2 aria-hidden />
      Batalkan pembatalan
    </Button>
  );
}
