import { useId, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * One entry of a repeating list of the patient form (an allergy, a contact, a physician): a labelled
 * group of inputs with its Remove button.
 */
export function RepeatingItem({
  heading,
  removeLabel,
  onRemove,
  children,
}: {
  heading: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper role="group" aria-labelledby={headingId} withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} fz="sm" id={headingId}>
            {heading}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            aria-label={removeLabel}
          >
            Remove
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The message of a whole list (e.g. "Only one physician can be primary"), read out when it appears. */
export function ListErrorMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text c="red.9" fz="sm" role="alert">
      {message}
    </Text>
  );
}
