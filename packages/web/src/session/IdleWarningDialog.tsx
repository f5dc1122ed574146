import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** "42 seconds", "1 second". */
function secondsText(seconds: number): string {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** An idle period in words: "15 minutes", or seconds when shortened for a test. */
function periodText(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : secondsText(seconds);
}

/** The countdown the dialog shows and what its buttons do. */
interface IdleWarningDialogProps {
  /** Whole seconds until the automatic sign-out; null closes the dialog. */
  secondsLeft: number | null;
  /** The idle period, in milliseconds, that the dialog's text names. */
  idleMs: number;
  isSigningOut: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The automatic logoff's "Are you still there?" dialog (session/IdleSignOut.tsx loads it after the first paint):
 * why the user is about to be signed out, a live countdown, Sign out and Stay signed in (closing it stays too).
 */
export function IdleWarningDialog({
  secondsLeft,
  idleMs,
  isSigningOut,
  onStay,
  onSignOut,
}: IdleWarningDialogProps) {
  return (
    <Modal
      opened={secondsLeft !== null}
      onClose={onStay}
      title="Are you still there?"
      centered
      closeButtonProps={{ 'aria-label': 'Stay signed in' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>
          For your security and the privacy of patient information, you are signed out after{' '}
          {periodText(idleMs)} without activity.
        </Text>
        <Text fw={700} fz="lg" role="timer" aria-live="off">
          Signing out in {secondsText(secondsLeft ?? 0)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onSignOut} loading={isSigningOut}>
            Sign out
          </Button>
          <Button onClick={onStay} data-autofocus disabled={isSigningOut}>
            Stay signed in
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
