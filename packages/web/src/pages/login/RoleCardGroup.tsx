import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { ROLE_LABELS, SIGN_IN_ROLE_CARDS, type SignInRole } from '@carenest/core';
import { ROLE_ICONS } from '../../auth/role-icons.ts';

/**
 * The sign-in role cards as one radio group: arrow keys move between cards and select them,
 * and only the selected card is in the tab order.
 */
export function RoleCardGroup({
  value,
  onChange,
  error,
}: {
  value: SignInRole;
  onChange: (role: SignInRole) => void;
  error?: string;
}) {
  return (
    <Radio.Group
      label="I am signing in as"
      value={value}
      onChange={(next) => onChange(next as SignInRole)}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
        {SIGN_IN_ROLE_CARDS.map((role) => {
          const RoleIcon = ROLE_ICONS[role];
          const isChecked = value === role;
          return (
            <Radio.Card key={role} value={role} p="sm" radius="md" tabIndex={isChecked ? 0 : -1}>
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <Radio.Indicator size="sm" />
                <RoleIcon size={22} stroke={1.6} aria-hidden />
              </Group>
              <Text component="span" fz="sm" fw={600} lh={1.2} display="block">
                {ROLE_LABELS[role]}
              </Text>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
