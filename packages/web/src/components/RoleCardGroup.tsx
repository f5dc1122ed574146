import { useId } from 'react';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@carenest/core';
import type { TablerIcon } from '@tabler/icons-react';
import { ROLE_ICONS } from '../auth/role-icons.ts';

/** A role's name that may wrap after its slash ("Parent/Guardian") in a narrow card. */
function breakableLabel(role: Role) {
  const [first, ...rest] = ROLE_LABELS[role].split('/');
  return rest.length === 0
    ? first
    : [
        first,
        ...rest.map((part, index) => (
          <span key={index}>
            /<wbr />
            {part}
          </span>
        )),
      ];
}

/**
 * Role cards as one radio group (sign-in and registration): arrow keys move between cards and select
 * them, and only the selected card is in the tab order. Each card is named by its role and, when
 * given, described by a short sentence.
 */
export function RoleCardGroup<R extends Role>({
  label,
  roles,
  value,
  onChange,
  descriptions,
  error,
}: {
  label: string;
  roles: readonly R[];
  value: R;
  onChange: (role: R) => void;
  descriptions?: Readonly<Record<R, string>>;
  error?: string;
}) {
  const idPrefix = useId();
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as R)} error={error}>
      <SimpleGrid cols={descriptions ? { base: 1, xs: 2 } : { base: 2, xs: 3 }} spacing="xs" mt="xs">
        {roles.map((role) => {
          const RoleIcon: TablerIcon = ROLE_ICONS[role];
          const isChecked = value === role;
          const labelId = `${idPrefix}-${role}-label`;
          const descriptionId = `${idPrefix}-${role}-description`;
          const description = descriptions?.[role];
          return (
            <Radio.Card
              key={role}
              value={role}
              p="sm"
              radius="md"
              tabIndex={isChecked ? 0 : -1}
              aria-labelledby={labelId}
              aria-describedby={description ? descriptionId : undefined}
            >
              {description ? (
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator size="sm" mt={2} />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text component="span" fz="sm" fw={600} lh={1.3} display="block" id={labelId}>
                      {breakableLabel(role)}
                    </Text>
                    <Text
                      component="span"
                      fz="xs"
                      c="dimmed"
                      lh={1.35}
                      display="block"
                      mt={2}
                      id={descriptionId}
                    >
                      {description}
                    </Text>
                  </div>
                  <RoleIcon size={22} stroke={1.6} aria-hidden />
                </Group>
              ) : (
                <>
                  <Group justify="space-between" wrap="nowrap" mb={6}>
                    <Radio.Indicator size="sm" />
                    <RoleIcon size={22} stroke={1.6} aria-hidden />
                  </Group>
                  <Text component="span" fz="sm" fw={600} lh={1.2} display="block" id={labelId}>
                    {breakableLabel(role)}
                  </Text>
                </>
              )}
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
