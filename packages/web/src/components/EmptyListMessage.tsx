import { Text } from '@mantine/core';

/** The sentence shown in place of an empty list. */
export function EmptyListMessage({ children }: { children: string }) {
  return (
    <Text c="dimmed" fz="sm" py="xs">
      {children}
    </Text>
  );
}
