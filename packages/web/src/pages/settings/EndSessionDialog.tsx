import { Button, Group, Modal, Text } from '@mantine/core';
import type { AccountSession } from '../../api/account.ts';
import { summariseUserAgent } from '../../components/user-agent.ts';

/** Asks before ending another session: that device is signed out at once. */
export function EndSessionDialog({
  session,
  isEnding,
  onConfirm,
  onCancel,
}: {
  session: AccountSession | null;
  isEnding: boolean;
  onConfirm: (session: AccountSession) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={session !== null}
      onClose={onCancel}
      title={<Text fw={700}>End this session?</Text>}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {session ? (
        <>
          <Text fz="sm">
            {summariseUserAgent(session.userAgent)} ({session.ipAddress}) will be signed out and will have to
            sign in again.
          </Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onCancel} disabled={isEnding}>
              Cancel
            </Button>
            <Button color="red" onClick={() => onConfirm(session)} loading={isEnding}>
              End session
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
