import { Link } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import { INCIDENT_TYPE_LABELS, formatDateTime, incidentPolicy, type EodSections } from '@carenest/core';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { StatCards } from '../../components/StatCards.tsx';
import { SectionTable } from '../reports/SectionTable.tsx';
import { medicationErrorReportPath } from './incident-form.ts';

const ERROR_KINDS = { wrong_time: 'Given outside its window', duplicate: 'Given twice' } as const;

/**
 * An end-of-day report's Incidents tab: the day's incident reports (Florida 59A-13.005) by type, and each
 * medication error the day's rules found, with Report Incident prefilled from it (linking the report to the
 * finding). A report made before incidents were counted says so.
 */
export function EodIncidentsSection({
  reportId,
  sections,
  timeZone,
  onNavigate,
}: {
  reportId: string;
  sections: EodSections;
  timeZone: string;
  onNavigate: () => void;
}) {
  const canReport = incidentPolicy.canReport(policyActorOf(useSignedInUser()));
  const incidents = sections.incidents;
  const errors = sections.medications.errors ?? [];
  return (
    <Stack gap="sm">
      {incidents ? (
        <>
          <StatCards
            cards={[
              { label: 'Incidents reported', value: incidents.total },
              { label: 'Not yet closed', value: incidents.open },
              { label: 'Agency reports missing', value: incidents.missingAgencyReports },
            ]}
          />
          <SectionTable
            caption="By type"
            headers={['Type', 'Reports']}
            rows={incidents.byType.map((row) => [INCIDENT_TYPE_LABELS[row.incidentType], row.count])}
          />
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          This report was made before incidents were counted.
        </Text>
      )}
      <SectionTable
        caption="Medication errors found"
        headers={['Child', 'Medication', 'Due', 'Finding', '']}
        rows={errors.map((error) => [
          error.patientName,
          error.medicationName,
          formatDateTime(new Date(error.scheduledAt), timeZone),
          ERROR_KINDS[error.kind],
          canReport ? (
            <Button
              key="report"
              component={Link}
              size="xs"
              variant="light"
              onClick={onNavigate}
              aria-label={`Report Incident: ${error.medicationName} for ${error.patientName}`}
              to={medicationErrorReportPath({
                eodReportId: reportId,
                administrationId: error.administrationId,
                patientId: error.patientId,
              })}
            >
              Report Incident
            </Button>
          ) : null,
        ])}
      />
    </Stack>
  );
}
