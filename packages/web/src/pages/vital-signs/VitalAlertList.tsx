import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeVitalAlert, type StoredVitalAlert, type VitalAlertSeverity } from '@carenest/core';
import { SeverityBadge } from '../../components/SeverityBadge.tsx';

/** Background and border of each alert by severity. */
const ALERT_COLORS: Record<VitalAlertSeverity, string> = {
  low: 'gray',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

/** A reading's alerts, each in words and coloured by its severity; whether the care team was notified. */
export function VitalAlertList({ alerts }: { alerts: readonly StoredVitalAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Alerts">
      {alerts.map((alert) => (
        <Paper
          key={alert.parameter}
          component="li"
          radius="sm"
          px="sm"
          py={6}
          bg={`${ALERT_COLORS[alert.severity]}.0`}
          style={{ borderLeft: `4px solid var(--mantine-color-${ALERT_COLORS[alert.severity]}-7)` }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconAlertTriangle
              size={16}
              color={`var(--mantine-color-${ALERT_COLORS[alert.severity]}-9)`}
              aria-hidden
            />
            <Stack gap={2} style={{ flex: 1 }}>
              <Text fz="sm">{describeVitalAlert(alert)}</Text>
              {alert.notificationSent ? (
                <Text fz="xs" c="dimmed">
                  Care team notified
                </Text>
              ) : null}
            </Stack>
            <SeverityBadge severity={alert.severity} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
