import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { MY_KAJIAN_MESSAGES, myKajianApi, myKajianQueries, type MyKajianItem } from '../api/my-kajian-api';

/**
 * ResubmitButton sends the author's rejected posting back for approval ('Ajukan ulang') once
 * they fixed it with Edit: it keeps its page and its history instead of being deleted and
 * posted again.
 */
export function ResubmitButton({ item }: { item: MyKajianItem }) {
  const queryClient = useQueryClient();
  const resubmit = useMutation({
    mutationFn: myKajianApi.resubmit,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: myKajianQueries.all });
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status < 500 ? error.message : MY_KAJIAN_MESSAGES.resubmitFailed);
    },
  });
  return (
    <Button
      size="sm"
      aria-label={`Ajukan ulang ${item.title}`}
      disabled={resubmit.isPending}
      onClick={() => {
        resubmit.mutate(item);
      }}
    >
      <Send aria-hidden className="size-4" />
      {resubmit.isPending ? 'Mengajukan...' : 'Ajukan ulang'}
    </Button>
  );
}
