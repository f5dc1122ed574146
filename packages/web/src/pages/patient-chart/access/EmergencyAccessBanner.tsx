import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDateTime } from '@carenest/core';
import { activeEmergencyAccessEnd } from './emergency-access-record.ts';

/** The small orange notice on a chart opened through emergency access, with the time the access ends. */
export function EmergencyAccessBanner({ patientId, timeZone }: { patientId: string; timeZone: string }) {
  const expiresAt = activeEmergencyAccessEnd(patientId);
  if (!expiresAt) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      py="xs"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="status"
    >
      <Text fz="sm" fw={600} span>
        Emergency access — recorded.
      </Text>{' '}
      <Text fz="sm" span>
        Your access to this chart ends {formatDateTime(expiresAt, timeZone)}.
      </Text>
    </Alert>
  );
}
