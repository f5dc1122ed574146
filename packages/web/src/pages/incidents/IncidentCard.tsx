import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  NOTIFIED_AGENCY_LABELS,
  PARENT_NOTIFICATION_METHOD_LABELS,
  formatDateTime,
  type Incident,
} from '@carenest/core';
import { FactList } from '../../components/FactList.tsx';

const STATUS_COLORS = { open: 'orange', reviewed: 'blue', closed: 'green' } as const;

/** A labelled paragraph of a report, left out when it has no text. */
function Passage({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <Text fw={600} fz="sm">
        {label}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </div>
  );
}

/**
 * One incident report: its kind, status, time and place, each child the reader sees with the care given and the
 * parent's notification, and for staff the narrative, staff, agencies, review and corrective action. A
 * suspicion still missing a report to an agency says so. Review and Close show when `onReview`/`onClose` are given.
 */
export function IncidentCard({
  incident,
  timeZone,
  onReview,
  onClose,
}: {
  incident: Incident;
  timeZone: string;
  onReview?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
}) {
  const headingId = `incident-${incident.id}`;
  const time = (instant: string) => formatDateTime(new Date(instant), timeZone);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} fz="md" id={headingId}>
            {INCIDENT_TYPE_LABELS[incident.incidentType]} · {time(incident.occurredAt)}
          </Title>
          <Badge color={STATUS_COLORS[incident.status]} variant="light">
            {INCIDENT_STATUS_LABELS[incident.status]}
          </Badge>
        </Group>
        {incident.missingAgencyReports.length > 0 ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            Not yet recorded as notified:{' '}
            {incident.missingAgencyReports.map((agency) => NOTIFIED_AGENCY_LABELS[agency]).join(', ')} (26 TAC
            §550.903).
          </Alert>
        ) : null}
        <FactList
          facts={[
            { term: 'Where', value: incident.location },
            ...(incident.reportedBy
              ? [{ term: 'Reported by', value: `${incident.reportedBy.name}, ${time(incident.reportedAt)}` }]
              : []),
            ...(incident.staffInvolved && incident.staffInvolved.length > 0
              ? [
                  {
                    term: 'Staff involved',
                    value: incident.staffInvolved.map((person) => person.name).join(', '),
                  },
                ]
              : []),
            ...(incident.otherChildrenCount > 0
              ? [{ term: 'Other children', value: `${incident.otherChildrenCount} not in your care` }]
              : []),
          ]}
        />
        <Passage label="What happened" text={incident.description} />
        {incident.children.map((child) => (
          <Paper key={child.patient.id} bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
            <Text fw={600} fz="sm">
              {child.patient.name}
            </Text>
            <Text fz="sm">
              Care given by {child.careGivenBy.name}: {child.careGiven}
            </Text>
            <Text fz="sm" c="dimmed">
              {child.parentNotification
                ? `Parent notified: ${child.parentNotification.notifiedName}, ${time(child.parentNotification.notifiedAt)}, ${PARENT_NOTIFICATION_METHOD_LABELS[child.parentNotification.method].toLowerCase()}`
                : 'Parent notification not recorded'}
            </Text>
          </Paper>
        ))}
        {incident.notifiedAgencies && incident.notifiedAgencies.length > 0 ? (
          <FactList
            facts={incident.notifiedAgencies.map((agency) => ({
              term: NOTIFIED_AGENCY_LABELS[agency.agency],
              value: `${time(agency.notifiedAt)}, reference ${agency.reference}`,
            }))}
          />
        ) : null}
        {incident.review ? (
          <Passage
            label={`Review by ${incident.review.reviewedBy.name}, ${time(incident.review.reviewedAt)}`}
            text={incident.review.notes}
          />
        ) : null}
        <Passage
          label={
            incident.closedBy && incident.closedAt
              ? `Corrective action (closed by ${incident.closedBy.name}, ${time(incident.closedAt)})`
              : 'Corrective action so far'
          }
          text={incident.correctiveAction}
        />
        {onReview || onClose ? (
          <Group justify="flex-end" gap="sm">
            {onReview ? (
              <Button variant="default" size="xs" onClick={onReview}>
                Review
              </Button>
            ) : null}
            {onClose ? (
              <Button size="xs" onClick={onClose}>
                Close incident
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
