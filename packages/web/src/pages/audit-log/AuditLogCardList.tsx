import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@carenest/core';
import type { AuditLogEntry } from '../../api/audit-log.ts';
import { AuditSuccessBadge } from './AuditSuccessBadge.tsx';
import { describeAuditResource, describeAuditRole, describeAuditUser } from './audit-entry-text.ts';

/** The audit log as cards (small screens); a tap on a card, or its Details button, opens the row. */
export function AuditLogCardList({
  entries,
  timeZone,
  onOpen,
}: {
  entries: AuditLogEntry[];
  timeZone: string;
  onOpen: (entry: AuditLogEntry) => void;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Audit entries">
      {entries.map((entry) => (
        <Paper
          component="li"
          key={entry.id}
          withBorder
          radius="md"
          p="md"
          style={{ cursor: 'pointer' }}
          onClick={() => onOpen(entry)}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700} fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {entry.action}
              </Text>
              <AuditSuccessBadge isSuccess={entry.success} />
            </Group>
            <Text fz="xs" c="dimmed">
              {formatDateTime(new Date(entry.timestamp), timeZone)}
              {entry.ipAddress ? ` · ${entry.ipAddress}` : ''}
            </Text>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {describeAuditUser(entry)} · {describeAuditRole(entry.userRole)}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {describeAuditResource(entry)}
            </Text>
            {entry.errorMessage ? (
              <Text fz="sm" c="red.9">
                {entry.errorMessage}
              </Text>
            ) : null}
            <Button
              size="xs"
              variant="light"
              style={{ alignSelf: 'flex-end' }}
              aria-label={`Details of ${entry.action} on ${describeAuditResource(entry)}`}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(entry);
              }}
            >
              Details
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
