import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBus,
  IconDoorEnter,
  IconDoorExit,
  IconHeartbeat,
  IconHome,
  IconPill,
  IconPillOff,
  type Icon,
} from '@tabler/icons-react';
import { formatDateTime, type ChildActivity } from '@carenest/core';

/** The icon of each kind of activity. */
const ICONS: Record<ChildActivity['kind'], Icon> = {
  picked_up: IconBus,
  dropped_off: IconHome,
  checked_in: IconDoorEnter,
  checked_out: IconDoorExit,
  medication_given: IconPill,
  medication_held: IconPillOff,
  vital_signs: IconHeartbeat,
};

/** Recent Activities of the parent's children, newest first; a reading that needs attention stands out. */
export function ChildActivityList({
  activities,
  showChildName,
  timeZone,
}: {
  activities: readonly ChildActivity[];
  showChildName: boolean;
  timeZone: string;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {activities.map((activity) => {
        const ActivityIcon = ICONS[activity.kind];
        return (
          <Group component="li" key={activity.id} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              variant="light"
              radius="xl"
              color={activity.needsAttention ? 'orange' : 'teal'}
              aria-hidden
            >
              <ActivityIcon size={18} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fz="sm" fw={600}>
                {showChildName ? `${activity.childName}: ` : ''}
                {activity.title}
              </Text>
              <Text fz="sm">{activity.detail}</Text>
              <Text fz="xs" c="dimmed">
                {formatDateTime(new Date(activity.at), timeZone)}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
