import { Stack, Title } from '@mantine/core';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { IncidentList } from './IncidentList.tsx';

/**
 * The chart's Incidents tab: the child's incident reports, newest first. A parent reads the family view
 * (their own child only); staff read each report as their scope allows.
 */
export function PatientIncidentsTab({ patientId }: { patientId: string }) {
  const timeZone = useTimeZone();
  return (
    <Stack gap="md" component="section" aria-labelledby="chart-incidents-heading">
      <Title order={2} fz="xl" id="chart-incidents-heading">
        Incidents
      </Title>
      <IncidentList
        patientId={patientId}
        timeZone={timeZone}
        emptyMessage="No incidents have been reported for this child."
      />
    </Stack>
  );
}
