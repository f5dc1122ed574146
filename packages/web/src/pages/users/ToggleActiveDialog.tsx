import { Button, Group, Modal, Text } from '@mantine/core';
import type { ManagedUser } from '@carenest/core';

/** Asks before activating or deactivating an account; deactivating signs that user out everywhere. */
export function ToggleActiveDialog({
  user,
  isSaving,
  onConfirm,
  onCancel,
}: {
  user: ManagedUser | null;
  isSaving: boolean;
  onConfirm: (user: ManagedUser) => void;
  onCancel: () => void;
}) {
  const verb = user?.isActive ? 'Deactivate' : 'Activate';
  return (
    <Modal
      opened={user !== null}
      onClose={onCancel}
      title={
        <Text component="span" fw={700}>
          {verb} this user?
        </Text>
      }
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {user ? (
        <>
          <Text fz="sm">
            {user.isActive
              ? `${user.firstName} ${user.lastName} will be signed out at once and will not be able to sign in until reactivated.`
              : `${user.firstName} ${user.lastName} will be able to sign in again.`}
          </Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onCancel} disabled={isSaving}>
              Cancel
            </Button>
            <Button
              color={user.isActive ? 'red' : 'green'}
              onClick={() => onConfirm(user)}
              loading={isSaving}
            >
              {verb}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
