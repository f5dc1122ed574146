import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import {
  IMMUNIZATION_SOURCE_LABELS,
  MESSAGES,
  formatCalendarDate,
  type ImmunizationStanding,
} from '@carenest/core';
import { describeError } from '../../../api/client.ts';
import { useImmunizations } from '../../../api/infection-control.ts';
import { EmptyListMessage } from '../../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { ImmunizationForm } from './ImmunizationForm.tsx';

const STANDING: Record<ImmunizationStanding, { label: string; color: string }> = {
  complete: { label: 'Complete', color: 'teal' },
  up_to_date: { label: 'Up to date', color: 'blue' },
  due: { label: 'Due', color: 'yellow' },
  overdue: { label: 'Overdue', color: 'red' },
};

/**
 * The child's immunization record on the chart (Florida 59A-13.020, 26 TAC §550.211): what is due or overdue
 * against the childhood schedule, then every dose recorded; a nurse or an administrator records a dose.
 */
export function ImmunizationsCard({
  patientId,
  today,
  canRecord,
}: {
  patientId: string;
  today: string;
  canRecord: boolean;
}) {
  const immunizations = useImmunizations(patientId);
  const [isRecording, setIsRecording] = useState(false);
  const missing = immunizations.data?.schedule.filter(
    (line) => line.standing === 'due' || line.standing === 'overdue',
  );
  return (
    <PanelCard
      title="Immunizations"
      action={
        canRecord && !isRecording ? (
          <Button size="xs" onClick={() => setIsRecording(true)}>
            Record immunization
          </Button>
        ) : null
      }
    >
      {isRecording ? (
        <ImmunizationForm patientId={patientId} today={today} onDone={() => setIsRecording(false)} />
      ) : null}
      {immunizations.isPending ? <Skeleton height={80} aria-label="Loading immunizations" /> : null}
      {immunizations.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadImmunizations}
          message={describeError(immunizations.error)}
          onRetry={() => void immunizations.refetch()}
          isRetrying={immunizations.isFetching}
        />
      ) : null}
      {missing && missing.length > 0 ? (
        <Stack gap={4} aria-label="Missing or overdue">
          {missing.map((line) => (
            <Group key={line.series} gap="xs" wrap="nowrap">
              <Badge color={STANDING[line.standing].color} variant="light">
                {STANDING[line.standing].label}
              </Badge>
              <Text fz="sm">
                {line.name}: {line.dosesRecorded} of {line.dosesDue} doses due
                {line.nextDueOn ? `, next due ${formatCalendarDate(line.nextDueOn)}` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      {immunizations.data && immunizations.data.items.length === 0 ? (
        <EmptyListMessage>{MESSAGES.noImmunizations}</EmptyListMessage>
      ) : null}
      {immunizations.data && immunizations.data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={360}>
          <Table striped aria-label="Immunization record">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vaccine</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Dose</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {immunizations.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    {item.vaccineName}{' '}
                    <Text span fz="xs" c="dimmed">
                      CVX {item.cvxCode}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatCalendarDate(item.administeredOn)}</Table.Td>
                  <Table.Td>{item.doseNumber}</Table.Td>
                  <Table.Td>{IMMUNIZATION_SOURCE_LABELS[item.source]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </PanelCard>
  );
}
