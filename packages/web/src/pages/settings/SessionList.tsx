import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { formatDateTime } from '@carenest/core';
import type { AccountSession } from '../../api/account.ts';
import { summariseUserAgent } from '../../components/user-agent.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** The user's open sessions as cards: device, IP, sign-in and last activity; others can be ended. */
export function SessionList({
  sessions,
  timeZone,
  onEnd,
}: {
  sessions: AccountSession[];
  timeZone: string;
  onEnd: (session: AccountSession) => void;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Active sessions">
      {sessions.map((session) => {
        const device = summariseUserAgent(session.userAgent);
        return (
          <Paper component="li" key={session.id} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <IconDeviceDesktop size={20} aria-hidden />
                  <Text fw={700} fz="sm" title={session.userAgent}>
                    {device}
                  </Text>
                  {session.isCurrent ? (
                    <Badge color="teal" variant="light" radius="sm">
                      This device
                    </Badge>
                  ) : null}
                </Group>
                {session.isCurrent ? null : (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconLogout size={14} aria-hidden />}
                    onClick={() => onEnd(session)}
                    aria-label={`End session: ${device}, ${session.ipAddress}`}
                  >
                    End session
                  </Button>
                )}
              </Group>
              <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
                <Detail label="IP address" value={session.ipAddress} />
                <Detail label="Signed in" value={formatDateTime(new Date(session.createdAt), timeZone)} />
                <Detail label="Last active" value={formatDateTime(new Date(session.lastSeenAt), timeZone)} />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
