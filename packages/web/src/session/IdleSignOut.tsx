import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth.ts';
import { authKeys } from '../api/query-keys.ts';
import { storeSignOutNotice } from '../auth/sign-out-notice.ts';
import { useHasBeenTrue } from '../hooks/use-has-been-true.ts';
import { idleTiming } from './idle-timing.ts';
import { useIdleTimer } from './use-idle-timer.ts';

/** "42 seconds", "1 second". */
function secondsText(seconds: number): string {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** An idle period in words: "15 minutes", or seconds when shortened for a test. */
function periodText(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : secondsText(seconds);
}

/**
 * The HIPAA automatic logoff of the signed-in area: keeps the server session alive while the user
 * is active, warns "Are you still there?" with a live countdown before the idle limit, and at the
 * limit signs out and returns to /login with a notice saying why.
 *
 * The dialog mounts with the first warning and is kept from then on (so it can fade out when closed), as the
 * toasts' container is (notifications/Toasts.tsx): a closed Mantine modal still mounts its portal, which costs a
 * phone a second render inside the first screen's commit, and most visits never see the warning.
 */
export function IdleSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [timing] = useState(idleTiming);
  const [isSigningOut, setIsSigningOut] = useState(false);

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
  const hasWarned = useHasBeenTrue(secondsLeft !== null);

  return hasWarned ? (
    <Modal
      opened={secondsLeft !== null}
      onClose={confirmPresence}
      title="Are you still there?"
      centered
      closeButtonProps={{ 'aria-label': 'Stay signed in' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>
          For your security and the privacy of patient information, you are signed out after{' '}
          {periodText(timing.idleMs)} without activity.
        </Text>
        <Text fw={700} fz="lg" role="timer" aria-live="off">
          Signing out in {secondsText(secondsLeft ?? 0)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void leave(false)} loading={isSigningOut}>
            Sign out
          </Button>
          <Button onClick={confirmPresence} data-autofocus disabled={isSigningOut}>
            Stay signed in
          </Button>
        </Group>
      </Stack>
    </Modal>
  ) : null;
}
