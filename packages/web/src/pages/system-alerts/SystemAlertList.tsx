import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDateTime, type SystemAlert } from '@carenest/core';
import { SeverityBadge } from '../../components/SeverityBadge.tsx';
import { SystemAlertTypeIcon } from '../../components/SystemAlertTypeIcon.tsx';

/** System alerts as cards: type icon, title, severity, description, time and a Resolve button. */
export function SystemAlertList({
  alerts,
  timeZone,
  resolvingAlertId,
  onResolve,
}: {
  alerts: SystemAlert[];
  timeZone: string;
  resolvingAlertId: string | null;
  onResolve: (alert: SystemAlert) => void;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="System alerts">
      {alerts.map((alert) => (
        <Paper component="li" key={alert.id} withBorder radius="md" p="md">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <SystemAlertTypeIcon type={alert.type} />
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap" style={{ flex: 1 }}>
              <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={700} fz="sm">
                    {alert.title}
                  </Text>
                  <SeverityBadge severity={alert.severity} />
                  {alert.resolved ? (
                    <Badge color="green" variant="light" radius="sm">
                      Resolved
                    </Badge>
                  ) : null}
                </Group>
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {alert.description}
                </Text>
                <Text fz="xs" c="dimmed">
                  <time dateTime={alert.timestamp}>
                    {formatDateTime(new Date(alert.timestamp), timeZone)}
                  </time>
                </Text>
              </Stack>
              {alert.resolved ? null : (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={resolvingAlertId === alert.id}
                  onClick={() => onResolve(alert)}
                  aria-label={`Resolve: ${alert.title}`}
                >
                  Resolve
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
