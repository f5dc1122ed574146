import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconPrinter, IconUserCheck } from '@tabler/icons-react';
import {
  ATTENDANT_CREDENTIAL_LABELS,
  MESSAGES,
  attendancePolicy,
  formatTime,
  type AttendanceLine,
  type PolicyActor,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useAttendanceLog } from '../../api/transport.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { FrontDeskDialog } from './FrontDeskDialog.tsx';

/** An entry of the log in words: time, the adult and where it came from. */
function entryText(entry: AttendanceLine['checkIn'], timeZone: string): string {
  if (!entry) return '—';
  const source = entry.source === 'route' ? `route ${entry.routeName ?? ''}`.trim() : 'front desk';
  const adult = entry.adultName ? `, ${entry.adultName}` : '';
  return `${formatTime(new Date(entry.at), timeZone)} (${source}${adult})`;
}

/**
 * The daily log of a service day (1 TAC §363.212): for each child, when the center took them and from whom,
 * the check-in and check-out with the adult and source, the driver and the riding attendant's credential,
 * and whether they are here now; printable, and with the front desk's check-in and check-out by hand.
 */
export function DailyLogPanel({ date, actor }: { date: string | null; actor: PolicyActor }) {
  const log = useAttendanceLog(date);
  const [isDeskOpen, setDeskOpen] = useState(false);
  const data = log.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs" data-print="hide">
        <Text fz="sm" c="dimmed">
          The daily transport and attendance log for {data?.date ?? 'today'}.
        </Text>
        <Group gap="xs">
          {attendancePolicy.canRecord(actor) ? (
            <Button
              variant="light"
              leftSection={<IconUserCheck size={16} aria-hidden />}
              onClick={() => setDeskOpen(true)}
            >
              Front desk check-in or out
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Print daily log
          </Button>
        </Group>
      </Group>
      {log.isPending ? <Skeleton height={160} aria-label="Loading the daily log" /> : null}
      {log.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadAttendance}
          message={describeError(log.error)}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : null}
      {data && data.lines.length === 0 ? (
        <EmptyListMessage>No check-ins or check-outs on this day.</EmptyListMessage>
      ) : null}
      {data && data.lines.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder fz="sm" aria-label={`Daily log of ${data.date}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Child</Table.Th>
                <Table.Th scope="col">Taken at</Table.Th>
                <Table.Th scope="col">Check-in</Table.Th>
                <Table.Th scope="col">Check-out</Table.Th>
                <Table.Th scope="col">Driver and attendant</Table.Th>
                <Table.Th scope="col">Now</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lines.map((line) => (
                <Table.Tr key={line.patientId}>
                  <Table.Th scope="row" fw={600}>
                    {line.patientName}
                  </Table.Th>
                  <Table.Td>
                    {line.takenAt ? formatTime(new Date(line.takenAt), data.timeZone) : '—'}
                    {line.takenFrom ? ` from ${line.takenFrom}` : ''}
                  </Table.Td>
                  <Table.Td>{entryText(line.checkIn, data.timeZone)}</Table.Td>
                  <Table.Td>{entryText(line.checkOut, data.timeZone)}</Table.Td>
                  <Table.Td>
                    {[
                      ...line.drivers,
                      ...line.attendants.map(
                        (attendant) =>
                          `${attendant.name} (${ATTENDANT_CREDENTIAL_LABELS[attendant.credential]})`,
                      ),
                    ].join(', ') || '—'}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={line.isPresent ? 'green' : 'gray'} variant="light">
                      {line.isPresent ? 'Present' : 'Gone home'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <FrontDeskDialog opened={isDeskOpen} onClose={() => setDeskOpen(false)} />
    </Stack>
  );
}
