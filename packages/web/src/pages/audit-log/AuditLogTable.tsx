import { ActionIcon, Table, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatTime } from '@carenest/core';
import type { AuditLogEntry } from '../../api/audit-log.ts';
import { AuditSuccessBadge } from './AuditSuccessBadge.tsx';
import { BreakableEmail } from './BreakableEmail.tsx';
import { describeAuditResource, describeAuditRole, describeAuditUser } from './audit-entry-text.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The audit log as a table (wider screens); a click on a row, or its details button, opens the row. */
export function AuditLogTable({
  entries,
  timeZone,
  onOpen,
}: {
  entries: AuditLogEntry[];
  timeZone: string;
  onOpen: (entry: AuditLogEntry) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={NO_WRAP}>Timestamp</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Resource</Table.Th>
            <Table.Th style={NO_WRAP}>IP address</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Error message</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const instant = new Date(entry.timestamp);
            const timestamp = formatDateTime(instant, timeZone);
            return (
              <Table.Tr key={entry.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(entry)}>
                <Table.Td style={NO_WRAP}>
                  <time dateTime={entry.timestamp}>
                    {formatDate(instant, timeZone)}
                    <Text component="span" display="block" fz="xs" c="dimmed">
                      {formatTime(instant, timeZone)}
                    </Text>
                  </time>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" style={{ overflowWrap: 'break-word' }}>
                    <BreakableEmail address={describeAuditUser(entry)} />
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {describeAuditRole(entry.userRole)}
                  </Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Text fz="sm" ff="monospace">
                    {entry.action}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{entry.resourceType}</Text>
                  {entry.resourceId ? (
                    <Text fz="xs" c="dimmed" ff="monospace" truncate maw={120} title={entry.resourceId}>
                      {entry.resourceId}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={NO_WRAP}>{entry.ipAddress ?? '—'}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <AuditSuccessBadge isSuccess={entry.success} />
                </Table.Td>
                <Table.Td>{entry.errorMessage ?? ''}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Details of ${entry.action} on ${describeAuditResource(entry)} at ${timestamp}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(entry);
                    }}
                  >
                    <IconChevronRight size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
