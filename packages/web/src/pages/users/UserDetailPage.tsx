import { useParams } from 'react-router';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { ROLE_LABELS, formatDateTime, holdsPersonnelRecord } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useUser } from '../../api/users.ts';
import { FactList } from '../../components/FactList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { CredentialsPanel } from '../credentials/CredentialsPanel.tsx';

/**
 * A staff member's page (/users/:userId, administrators): the account and its credentials (Texas 26 TAC
 * §550.417), with Add credential and Re-verify; the credential-expiry notices link here.
 */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const user = useUser(userId);
  const timeZone = useTimeZone();
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : 'Staff member';
  usePageTitle(name);
  return (
    <Stack gap="md">
      <PageHeader title={name} subtitle={user.data ? ROLE_LABELS[user.data.role] : undefined} />
      {user.isPending ? <Skeleton height={120} radius="md" aria-hidden /> : null}
      {user.isError ? (
        <QueryErrorAlert
          title="The account could not be loaded"
          message={describeError(user.error)}
          onRetry={() => void user.refetch()}
          isRetrying={user.isFetching}
        />
      ) : null}
      {user.data ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <PanelCard title="Account">
              <FactList
                facts={[
                  { term: 'Email', value: user.data.email },
                  { term: 'Role', value: ROLE_LABELS[user.data.role] },
                  { term: 'Status', value: user.data.isActive ? 'Active' : 'Inactive' },
                  {
                    term: 'Last login',
                    value: user.data.lastLogin
                      ? formatDateTime(new Date(user.data.lastLogin), timeZone)
                      : 'Never',
                  },
                ]}
              />
            </PanelCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            {holdsPersonnelRecord(user.data) ? (
              <CredentialsPanel holder={{ userId: user.data.id, role: user.data.role }} timeZone={timeZone} />
            ) : null}
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
