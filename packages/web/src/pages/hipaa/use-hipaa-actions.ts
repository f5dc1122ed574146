import { useNavigate } from 'react-router';
import { MESSAGES, type HipaaSignInput } from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import { useDeclineHipaaAgreement, useSignHipaaAgreement } from '../../api/hipaa.ts';
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
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  const signing = useSignHipaaAgreement();
  const declining = useDeclineHipaaAgreement();

  const sign = (input: HipaaSignInput) =>
    signing.mutate(input, {
      onError: (error) => {
        const message = signFailureMessage(error);
        onSignFailed(message);
        if (message === MESSAGES.hipaaSignFailed) notifyError(message);
      },
    });

  /** Leaves for the sign-in screen once the session is gone. */
  const leave = () => {
    forgetSession();
    void navigate('/login', { replace: true });
  };

  const decline = () =>
    declining.mutate(undefined, {
      onSuccess: () => {
        storeSignOutNotice('hipaaDeclined');
        leave();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) leave();
        else notifyError(describeError(error));
      },
    });

  return { sign, isSigning: signing.isPending, decline, isDeclining: declining.isPending };
}
