import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';

/** The CareNest mark and name, used in the top bar and on the sign-in screens. */
export function CareNestLogo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const isLarge = size === 'lg';
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={isLarge ? 44 : 34} radius="md" aria-hidden>
        <IconHeartHandshake size={isLarge ? 28 : 22} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={800} fz={isLarge ? 28 : 20} c="teal.9">
        CareNest
      </Text>
    </Group>
  );
}
