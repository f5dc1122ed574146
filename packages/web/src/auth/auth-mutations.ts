import { useMutation } from '@tanstack/react-query';
import { useAuth } from './use-auth.ts';

/**
 * The sign-in form's first step (email, password, role card): a mutation, so the app's global handling of
 * refused writes runs, around the auth state's signIn, which adopts the new session.
 */
export function useSignIn() {
  const { signIn } = useAuth();
  return useMutation({ mutationFn: signIn });
}

/** The sign-in form's MFA step (a TOTP or recovery code). */
export function useVerifyMfa() {
  const { verifyMfa } = useAuth();
  return useMutation({ mutationFn: verifyMfa });
}

/** The registration form: creates the account and signs it in. */
export function useRegister() {
  const { register } = useAuth();
  return useMutation({ mutationFn: register });
}
