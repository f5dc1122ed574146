import { Code, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDateTime } from '@carenest/core';
import type { AuditLogEntry } from '../../api/audit-log.ts';
import { FactList } from '../../components/FactList.tsx';
import { AuditSuccessBadge } from './AuditSuccessBadge.tsx';
import { describeAuditRole, describeAuditUser } from './audit-entry-text.ts';

/** A value recorded before or after a change, as indented JSON ("None" when nothing was recorded). */
function ValuesBlock({ title, value }: { title: string; value: unknown }) {
  const hasValue = value !== null && value !== undefined;
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {hasValue ? (
        <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      ) : (
        <Text fz="sm" c="dimmed">
          None
        </Text>
      )}
    </Stack>
  );
}

/** One audit row in full: who, what, where from, and the old and new values as formatted JSON. */
export function AuditEntryDrawer({
  entry,
  timeZone,
  onClose,
}: {
  entry: AuditLogEntry | null;
  timeZone: string;
  onClose: () => void;
}) {
  const isNarrow = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size={isNarrow ? '100%' : 'lg'}
      title={<Text fw={700}>Audit entry {entry ? `#${entry.sequence}` : ''}</Text>}
      closeButtonProps={{ 'aria-label': 'Close audit entry' }}
    >
      {entry ? (
        <Stack gap="lg">
          <Group gap="sm">
            <Text fw={700} ff="monospace">
              {entry.action}
            </Text>
            <AuditSuccessBadge isSuccess={entry.success} />
          </Group>
          <FactList
            facts={[
              { term: 'Timestamp', value: formatDateTime(new Date(entry.timestamp), timeZone) },
              { term: 'User', value: describeAuditUser(entry) },
              { term: 'Role', value: describeAuditRole(entry.userRole) },
              { term: 'Resource type', value: entry.resourceType },
              { term: 'Resource ID', value: entry.resourceId ?? '—' },
              { term: 'IP address', value: entry.ipAddress ?? '—' },
              { term: 'Session', value: entry.sessionId ?? '—' },
              { term: 'User agent', value: entry.userAgent ?? '—' },
              ...(entry.errorMessage ? [{ term: 'Error message', value: entry.errorMessage }] : []),
            ]}
          />
          <ValuesBlock title="Old values" value={entry.oldValues} />
          <ValuesBlock title="New values" value={entry.newValues} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
