import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES, type HipaaSignInput } from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import { HIPAA_QUERY_KEY, declineHipaaAgreement, signHipaaAgreement } from '../../api/hipaa.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { storeSignOutNotice } from '../../auth/sign-out-notice.ts';
import { notifyError } from '../../notifications/notify.ts';

/** The sentence for a refused signature: the blank-signature message as the server gives it, else the spec's. */
export function signFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message === MESSAGES.hipaaSignatureRequired) return error.message;
  return MESSAGES.hipaaSignFailed;
}

/**
 * Signing and declining the HIPAA agreement. Signing refetches the HIPAA status so the gate opens;
 * declining ends the session on the server, forgets it here and returns to /login.
 */
export function useHipaaActions({ onSignFailed }: { onSignFailed: (message: string) => void }) {
  const queryClient = useQueryClient();
  const { forgetSession } = useAuth();
  const navigate = useNavigate();

  const sign = useMutation({
    mutationFn: (input: HipaaSignInput) => signHipaaAgreement(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HIPAA_QUERY_KEY }),
    onError: (error) => {
      const message = signFailureMessage(error);
      onSignFailed(message);
      if (message === MESSAGES.hipaaSignFailed) notifyError(message);
    },
  });

  const decline = useMutation({
    mutationFn: declineHipaaAgreement,
    onSuccess: async () => {
      storeSignOutNotice('hipaaDeclined');
      forgetSession();
      await navigate('/login', { replace: true });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) {
        forgetSession();
        await navigate('/login', { replace: true });
        return;
      }
      notifyError(describeError(error));
    },
  });

  return { sign, decline };
}
