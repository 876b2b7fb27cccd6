import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type SignInInput, type SignUpInput } from '@/features/auth/api/auth-api';
import { sessionKey, type Session } from '@/lib/session';

/** useSignIn signs in with e-mail and password and stores the new session. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => authApi.signIn(input),
    onSuccess: (session: Session) => {
      queryClient.setQueryData(sessionKey, session);
    },
  });
}

/** useSignUp registers an account; the verification e-mail follows. */
export function useSignUp() {
  return useMutation({ mutationFn: (input: SignUpInput) => authApi.signUp(input) });
}

/** useForgotPassword asks for a reset link. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => authApi.forgotPassword(email) });
}

/** useResendVerification asks for a new verification link. */
export function useResendVerification() {
  return useMutation({ mutationFn: (email: string) => authApi.resendVerification(email) });
}
