import { useState } from 'react';
import { Badge, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { MESSAGES, formatCalendarDate, formatDateTime, todayInZone } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useInfectionLog } from '../../api/infection-control.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useTimeZone } from '../../hooks/use-time-zone.ts';

/**
 * The infection log of a month (Florida 59A-13.020): each case, child or staff member, with its symptoms and
 * the actions taken (isolated, parents notified, sent home, cleared with the physician's statement).
 */
export function InfectionLogPanel() {
  const timeZone = useTimeZone();
  const [month, setMonth] = useState(todayInZone(new Date(), timeZone).slice(0, 7));
  const log = useInfectionLog(month);
  const when = (instant: string) => formatDateTime(new Date(instant), timeZone);
  return (
    <PanelCard
      title="Infection log"
      action={
        <TextInput
          label="Month"
          type="month"
          size="xs"
          value={month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.currentTarget.value)) setMonth(event.currentTarget.value);
          }}
        />
      }
    >
      {log.isPending ? <Skeleton height={60} aria-label="Loading the infection log" /> : null}
      {log.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadInfectionLog}
          message={describeError(log.error)}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : null}
      {log.data && log.data.items.length === 0 ? (
        <EmptyListMessage>No infection cases this month</EmptyListMessage>
      ) : null}
      {log.data && log.data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Infection cases">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Who</Table.Th>
                <Table.Th>Symptoms</Table.Th>
                <Table.Th>Actions taken</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text fz="sm">{item.person.name}</Text>
                      <Badge size="xs" variant="light">
                        {item.person.kind === 'child' ? 'Child' : 'Staff'}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>{item.symptoms}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text fz="xs">Isolated {when(item.isolatedAt)}</Text>
                      {item.parentsNotifiedAt ? (
                        <Text fz="xs">Parents notified {when(item.parentsNotifiedAt)}</Text>
                      ) : null}
                      {item.sentHomeAt ? <Text fz="xs">Sent home {when(item.sentHomeAt)}</Text> : null}
                      <Text fz="xs" c={item.clearance ? undefined : 'red'}>
                        {item.clearance
                          ? `Cleared ${formatCalendarDate(item.clearance.statementDate)} (physician's statement)`
                          : 'Excluded: awaiting the return clearance'}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </PanelCard>
  );
}
