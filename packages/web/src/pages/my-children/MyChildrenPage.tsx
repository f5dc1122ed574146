import { Grid, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import { MESSAGES, dailyReportPolicy, todayInZone } from '@carenest/core';
import { useAppointments } from '../../api/appointments.ts';
import { describeError } from '../../api/client.ts';
import { useMyChildren } from '../../api/my-children.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { AppointmentChangeActions } from '../appointments/AppointmentChangeActions.tsx';
import { AppointmentList } from '../appointments/AppointmentList.tsx';
import { RequestAppointmentButton } from '../appointments/RequestAppointmentButton.tsx';
import { ChildActivityList } from './ChildActivityList.tsx';
import { ChildTodayCard } from './ChildTodayCard.tsx';
import { LinkChildButton } from './LinkChildButton.tsx';

/**
 * My Children (/my-children, parents): a card per linked child with where they are today, updated live, and
 * Upcoming Appointments with Schedule Appointment, the week's Recent Activities; Link Child in the header,
 * and Link Your Child when no child is linked yet.
 */
export function MyChildrenPage() {
  usePageTitle('My Children');
  const timeZone = useTimeZone();
  const myChildren = useMyChildren();
  const actor = policyActorOf(useSignedInUser());
  const canReadReports = dailyReportPolicy.canRead(actor);
  const appointments = useAppointments(null);
  const today = todayInZone(new Date(), timeZone);
  const data = myChildren.data;

  return (
    <Stack gap="md">
      <PageHeader title="My Children" subtitle="Their day, as it happens" actions={<LinkChildButton />} />
      {myChildren.isPending ? <Skeleton height={180} radius="md" aria-label="Loading your children" /> : null}
      {myChildren.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadPatients}
          message={describeError(myChildren.error)}
          onRetry={() => void myChildren.refetch()}
          isRetrying={myChildren.isFetching}
        />
      ) : null}
      {data && data.children.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
              <IconMoodKid size={28} />
            </ThemeIcon>
            <Text fw={600}>No children linked yet</Text>
            <Text fz="sm" c="dimmed">
              Ask the center for a family code, then link your child with their name and date of birth.
            </Text>
            <LinkChildButton label="Link Your Child" />
          </Stack>
        </Paper>
      ) : null}
      {data && data.children.length > 0 ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {data.children.map((child) => (
                <ChildTodayCard
                  key={child.id}
                  child={child}
                  today={today}
                  timeZone={timeZone}
                  canReadReport={canReadReports}
                />
              ))}
            </SimpleGrid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <PanelCard
                title="Upcoming Appointments"
                action={<RequestAppointmentButton linkedChildren={data.children} today={today} />}
              >
                {appointments.data && appointments.data.items.length > 0 ? (
                  <AppointmentList
                    appointments={appointments.data.items}
                    showChild={data.children.length > 1}
                    timeZone={timeZone}
                    actions={(appointment) => (
                      <AppointmentChangeActions
                        appointment={appointment}
                        actor={actor}
                        timeZone={timeZone}
                        showChild={data.children.length > 1}
                      />
                    )}
                  />
                ) : (
                  <EmptyListMessage>No upcoming appointments</EmptyListMessage>
                )}
              </PanelCard>
              <PanelCard title="Recent Activities">
                {data.activities.length === 0 ? (
                  <EmptyListMessage>Nothing in the last week yet</EmptyListMessage>
                ) : (
                  <ChildActivityList
                    activities={data.activities}
                    showChildName={data.children.length > 1}
                    timeZone={timeZone}
                  />
                )}
              </PanelCard>
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
