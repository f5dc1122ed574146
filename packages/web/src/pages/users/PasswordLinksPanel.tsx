import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { usePasswordLinks } from '../../api/users.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { CopyTextButton, absoluteLink } from './CopyTextButton.tsx';

/** The one-time setup and reset links no email carried, for the administrator to hand over, with copy buttons. */
export function PasswordLinksPanel({ timeZone }: { timeZone: string }) {
  const links = usePasswordLinks();
  return (
    <PanelCard title="Password links">
      <Text fz="sm" c="dimmed">
        One-time links to set a password, for users no email could reach. Each works once, for 30 minutes.
      </Text>
      {links.isError ? (
        <QueryErrorAlert
          title="Password links could not be loaded"
          message={describeError(links.error)}
          onRetry={() => void links.refetch()}
          isRetrying={links.isFetching}
        />
      ) : null}
      {links.isPending && !links.isError ? <Skeleton height={48} radius="sm" aria-hidden /> : null}
      {links.data && links.data.length === 0 ? (
        <EmptyListMessage>No outstanding links</EmptyListMessage>
      ) : null}
      {links.data && links.data.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.data.map((link) => (
            <Group
              key={`${link.userId}-${link.expiresAt}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} fz="sm">
                    {link.userName}
                  </Text>
                  <Badge size="sm" variant="light" color={link.purpose === 'setup' ? 'teal' : 'blue'}>
                    {link.purpose === 'setup' ? 'Setup' : 'Reset'}
                  </Badge>
                </Group>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {link.userEmail} · expires {formatDateTime(new Date(link.expiresAt), timeZone)}
                </Text>
              </Stack>
              <CopyTextButton value={absoluteLink(link.path)} label={`Copy link for ${link.userName}`} />
            </Group>
          ))}
        </Stack>
      ) : null}
    </PanelCard>
  );
}
