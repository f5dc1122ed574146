import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDateTime } from '@carenest/core';
import type { SecurityEvent } from '../../api/security.ts';
import { SeverityBadge } from '../../components/SeverityBadge.tsx';
import { summariseUserAgent } from '../../components/user-agent.ts';
import { SECURITY_EVENT_TYPE_LABELS } from './security-labels.ts';

/** An event's details as "name: value" lines (the server records small flat objects). */
function describeDetails(details: SecurityEvent['details']): string[] {
  return Object.entries(details).map(
    ([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
}

/** Security events as a list of cards: severity, type, time, who and where from, details, Mark resolved. */
export function SecurityEventList({
  events,
  timeZone,
  resolvingEventId,
  onResolve,
}: {
  events: SecurityEvent[];
  timeZone: string;
  resolvingEventId: string | null;
  onResolve: (event: SecurityEvent) => void;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Security events">
      {events.map((event) => {
        const typeLabel = SECURITY_EVENT_TYPE_LABELS[event.eventType];
        const timestamp = formatDateTime(new Date(event.timestamp), timeZone);
        return (
          <Paper component="li" key={event.id} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <SeverityBadge severity={event.severity} />
                  <Text fw={700} fz="sm">
                    {typeLabel}
                  </Text>
                  {event.resolved ? (
                    <Badge color="green" variant="light" radius="sm">
                      Resolved
                    </Badge>
                  ) : null}
                </Group>
                <Text fz="xs" c="dimmed">
                  {timestamp} · {event.ipAddress} · {summariseUserAgent(event.userAgent)}
                </Text>
                {event.userEmail ? (
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {event.userEmail}
                  </Text>
                ) : null}
                {describeDetails(event.details).map((line) => (
                  <Text key={line} fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Text>
                ))}
              </Stack>
              {event.resolved ? null : (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={resolvingEventId === event.id}
                  onClick={() => onResolve(event)}
                  aria-label={`Mark resolved: ${typeLabel} at ${timestamp}`}
                >
                  Mark resolved
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
