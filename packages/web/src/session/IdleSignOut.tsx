import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth.ts';
import { authKeys } from '../api/query-keys.ts';
import { storeSignOutNotice } from '../auth/sign-out-notice.ts';
import { deferredModule, useDeferredModule } from '../hooks/use-deferred-module.ts';
import { useHasBeenTrue } from '../hooks/use-has-been-true.ts';
import { idleTiming } from './idle-timing.ts';
import { useIdleTimer } from './use-idle-timer.ts';

/** The warning dialog, loaded after the first paint. */
const dialogModule = deferredModule(() => import('./IdleWarningDialog.tsx'));

/**
 * The HIPAA automatic logoff of the signed-in area: keeps the server session alive while the user
 * is active, warns "Are you still there?" with a live countdown before the idle limit
 * (session/IdleWarningDialog.tsx), and at the limit signs out and returns to /login with a notice saying why.
 *
 * The dialog's module loads once the first screen has painted (hooks/use-deferred-module.ts), and again when the
 * warning starts if that download failed; the sign-out itself never waits for it. The dialog mounts with the first
 * warning and is kept from then on (so it can fade out when closed), as the toasts' container is
 * (notifications/Toasts.tsx): a closed Mantine modal still mounts its portal, which costs a phone a second render
 * inside the first screen's commit, and most visits never see the warning.
 */
export function IdleSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [timing] = useState(idleTiming);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [dialog, loadDialog] = useDeferredModule(dialogModule);

  // Refetching the session both keeps it alive on the server and notices when it already ended there
  // (the answer is then `{user: null}` and the guards return to sign-in).
  const keepSessionAlive = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: authKeys.session() });
  }, [queryClient]);

  const leave = async (isAutomatic: boolean) => {
    setIsSigningOut(true);
    if (isAutomatic) storeSignOutNotice('idle');
    await signOut();
    await navigate('/login', { replace: true });
  };

  const { secondsLeft, confirmPresence } = useIdleTimer(timing, {
    onKeepAlive: keepSessionAlive,
    onTimeout: () => void leave(true),
  });
  const isWarning = secondsLeft !== null;
  const hasWarned = useHasBeenTrue(isWarning);
  useEffect(() => {
    if (isWarning) loadDialog();
  }, [isWarning, loadDialog]);

  return hasWarned && dialog ? (
    <dialog.IdleWarningDialog
      secondsLeft={secondsLeft}
      idleMs={timing.idleMs}
      isSigningOut={isSigningOut}
      onStay={confirmPresence}
      onSignOut={() => void leave(false)}
    />
  ) : null;
}
