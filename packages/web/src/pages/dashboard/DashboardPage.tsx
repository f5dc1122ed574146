import { useState } from 'react';
import { Grid, Skeleton, Stack } from '@mantine/core';
import {
  DASHBOARD_CARDS,
  DASHBOARD_SUBTITLES,
  formatDate,
  greetingForHour,
  hourInZone,
  monitoringPolicy,
  staffingPolicy,
} from '@carenest/core';
import { useDashboard } from '../../api/dashboard.ts';
import { describeError } from '../../api/client.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { CensusWarningAlert } from './CensusWarningAlert.tsx';
import { QuickActionsPanel } from './QuickActionsPanel.tsx';
import { RecentActivityPanel } from './RecentActivityPanel.tsx';
import { StatCards, StatCardsSkeleton } from './StatCards.tsx';
import { StaffingRatioCard } from './StaffingRatioCard.tsx';
import { SystemAlertsPanel } from './SystemAlertsPanel.tsx';
import { TimeClockCard } from './TimeClockCard.tsx';
import { TasksPanel } from './TasksPanel.tsx';

/**
 * The dashboard (/dashboard): greeting by the facility's time of day, role subtitle and date, the
 * role's four stat cards, activity, tasks, quick actions and, for administrators, system alerts.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const [now] = useState(() => new Date());
  const dashboard = useDashboard();

  return (
    <Stack gap="lg">
      <PageHeader
        title={`${greetingForHour(hourInZone(now, timeZone))}, ${user.firstName}`}
        subtitle={
          <>
            {DASHBOARD_SUBTITLES[user.role]} ·{' '}
            <time dateTime={now.toISOString()}>{formatDate(now, timeZone)}</time>
          </>
        }
      />
      {dashboard.isError ? (
        <QueryErrorAlert
          title="The dashboard could not be loaded"
          message={describeError(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      ) : null}
      {dashboard.isPending ? <StatCardsSkeleton count={DASHBOARD_CARDS[user.role].length} /> : null}
      {dashboard.data?.censusWarning ? <CensusWarningAlert warning={dashboard.data.censusWarning} /> : null}
      {dashboard.data ? <StatCards cards={dashboard.data.cards} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {dashboard.isPending ? <Skeleton height={240} radius="md" aria-hidden /> : null}
          {dashboard.data ? (
            <RecentActivityPanel items={dashboard.data.recentActivity} timeZone={timeZone} />
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {staffingPolicy.canClockAtFacility(policyActorOf(user)) ? (
              <TimeClockCard timeZone={timeZone} />
            ) : null}
            {staffingPolicy.canReadFacilityStaffing(policyActorOf(user)) ? <StaffingRatioCard /> : null}
            {monitoringPolicy.canReadSystemAlerts(policyActorOf(user)) ? (
              <SystemAlertsPanel timeZone={timeZone} />
            ) : null}
            {dashboard.isPending ? <Skeleton height={160} radius="md" aria-hidden /> : null}
            {dashboard.data ? (
              <TasksPanel
                actor={policyActorOf(user)}
                tasks={dashboard.data.tasks}
                careTasks={dashboard.data.careTasks}
                timeZone={timeZone}
              />
            ) : null}
            <QuickActionsPanel role={user.role} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
