import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { forgetWelcome } from '@/features/auth/lib/welcome';
import { api, isApiError } from '@/lib/api-client';
import { forgetOfflineCopies } from '@/lib/offline-copy';
import { sessionKey, VISITOR_SESSION } from '@/lib/session';

async function signOut(): Promise<void> {
  try {
    await api.post('/auth/signout');
  } catch (error) {
    // Spec: sign-out errors about a missing session are ignored.
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return;
    throw error;
  }
}

/** useSignOut ends the session on the server, forgets every cached answer and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData(sessionKey, (old: typeof VISITOR_SESSION | undefined) => ({
        ...VISITOR_SESSION,
        google_enabled: old?.google_enabled ?? false,
      }));
      forgetWelcome();
      // The copies kept for reading offline hold this user's own answers.
      forgetOfflineCopies();
      notify.success('Berhasil keluar!');
      await navigate('/');
    },
    onError: (error) => {
      notify.error(isApiError(error) ? error.message : 'Gagal keluar. Silakan coba lagi.');
    },
  });
}
