import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBus,
  IconNotes,
  IconPill,
  IconUser,
  type TablerIcon,
} from '@tabler/icons-react';
import { formatDateTime, type DashboardResponse } from '@carenest/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';

type ActivityItem = DashboardResponse['recentActivity'][number];

const ACTIVITY_ICONS: Record<ActivityItem['type'], TablerIcon> = {
  clinical_note: IconNotes,
  medication: IconPill,
  alert: IconAlertTriangle,
  user: IconUser,
  transport: IconBus,
};

/** The Recent Activity list of the dashboard, times shown in the facility's time zone. */
export function RecentActivityPanel({ items, timeZone }: { items: ActivityItem[]; timeZone: string }) {
  return (
    <PanelCard title="Recent Activity">
      {items.length === 0 ? (
        <EmptyListMessage>No recent activity</EmptyListMessage>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const ActivityIcon = ACTIVITY_ICONS[item.type];
            return (
              <Group component="li" key={item.id} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
                  <ActivityIcon size={18} />
                </ThemeIcon>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm">
                    {item.title}
                  </Text>
                  <Text fz="sm">{item.description}</Text>
                  <Text fz="xs" c="dimmed">
                    {item.user} · {formatDateTime(new Date(item.time), timeZone)}
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </PanelCard>
  );
}
