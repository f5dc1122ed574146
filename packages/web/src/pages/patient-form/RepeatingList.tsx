import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ListErrorMessage } from './RepeatingItem.tsx';

/**
 * The frame of a repeating list of the patient form (allergies, contacts, physicians): a hint while it is
 * empty, the entries, the message of the whole list, and the Add button.
 */
export function RepeatingList({
  itemCount,
  emptyText,
  listError,
  addLabel,
  onAdd,
  children,
}: {
  itemCount: number;
  emptyText: string;
  listError: string | undefined;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {itemCount === 0 ? (
        <Text fz="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="sm">{children}</Stack>
      )}
      <ListErrorMessage message={listError} />
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        style={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </>
  );
}
