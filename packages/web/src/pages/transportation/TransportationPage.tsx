import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionIcon, Button, Group, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import {
  MESSAGES,
  attendancePolicy,
  driverTaskPolicy,
  isRouteOpen,
  nextCalendarDay,
  todayInZone,
  transportPolicy,
  type Route,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useRouteList } from '../../api/transport.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { DailyLogPanel } from './DailyLogPanel.tsx';
import { DriverTasksPanel } from './driver-tasks/DriverTasksPanel.tsx';
import { CancelRouteDialog, CopyRouteDialog } from './RouteActionDialogs.tsx';
import { RouteCard } from './RouteCard.tsx';
import { RouteCounters } from './RouteCounters.tsx';
import { RouteDetailDialog } from './RouteDetailDialog.tsx';
import { RouteFormDialog } from './RouteFormDialog.tsx';

/** The calendar day before `day`. */
function previousCalendarDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Transportation Management (spec part 2): the day's routes the user may see (drivers their own, parents
 * their child's leg, administrators every route of the facility) with the four counters, each route's
 * badge, progress and stops, the detail view, the driver's controls, and the administrators' planning
 * (new, edit, cancel, copy), the daily log with the front desk, and driver tasks and messages. The list
 * follows the drivers live.
 */
export function TransportationPage() {
  usePageTitle('Transportation');
  const user = useSignedInUser();
  const actor = policyActorOf(user);
  const [date, setDate] = useState<string | null>(null);
  const routes = useRouteList(date);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Route | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Route | null>(null);
  const [copying, setCopying] = useState<Route | null>(null);
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<string | null>(searchParams.get('tab') ?? 'routes');
  const canReadLog = attendancePolicy.canRead(actor);
  const canReadTasks = driverTaskPolicy.canRead(actor);
  const data = routes.data;
  const nextRouteId =
    searchParams.get('route') === 'next'
      ? data?.items.find((route) => isRouteOpen(route.status))?.id
      : undefined;
  useEffect(() => {
    // Start Route: bring today's next route to the thumb, its heading focused for the screen reader.
    if (!nextRouteId) return;
    const heading = document.getElementById(`route-${nextRouteId}`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [nextRouteId]);
  const shownDate = data?.date ?? date ?? todayInZone(new Date(), 'UTC');
  const timeZone = data?.timeZone ?? 'UTC';

  const routesView = (
    <Stack gap="md">
      {routes.isPending ? <Skeleton height={240} aria-label="Loading routes" /> : null}
      {routes.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadRoutes}
          message={describeError(routes.error)}
          onRetry={() => void routes.refetch()}
          isRetrying={routes.isFetching}
        />
      ) : null}
      {data ? (
        <>
          <RouteCounters routes={data.items} />
          {data.items.length === 0 ? (
            <EmptyListMessage>No routes on this day.</EmptyListMessage>
          ) : (
            <Stack gap="md">
              {data.items.map((route) => (
                <RouteCard
                  key={route.id}
                  route={route}
                  timeZone={timeZone}
                  actor={actor}
                  onDetails={() => setDetailId(route.id)}
                  onEdit={() => setEditing(route)}
                  onCancel={() => setCancelling(route)}
                  onCopy={() => setCopying(route)}
                />
              ))}
            </Stack>
          )}
          <Text fz="xs" c="dimmed">
            Times in the facility&apos;s time zone ({timeZone}).
          </Text>
        </>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Transportation"
        subtitle={user.role === 'parent' ? "Your child's rides" : 'Routes, pickups and dropoffs'}
        actions={
          transportPolicy.canManage(actor) ? (
            // The form starts from the facility's service date and time zone, which come with the routes.
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!data}
              onClick={() => setEditing('new')}
            >
              New route
            </Button>
          ) : null
        }
      />
      <Group gap="xs" align="flex-end">
        <ActionIcon
          size="xl"
          variant="default"
          aria-label="Previous day"
          onClick={() => setDate(previousCalendarDay(shownDate))}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <TextInput
          type="date"
          label="Service date"
          value={shownDate}
          onChange={(event) => setDate(event.currentTarget.value || null)}
        />
        <ActionIcon
          size="xl"
          variant="default"
          aria-label="Next day"
          onClick={() => setDate(nextCalendarDay(shownDate))}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
      {canReadLog || canReadTasks ? (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List data-print="hide" mb="md">
            <Tabs.Tab value="routes">Routes</Tabs.Tab>
            {canReadLog ? <Tabs.Tab value="log">Daily log</Tabs.Tab> : null}
            {canReadTasks ? <Tabs.Tab value="tasks">Tasks &amp; messages</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="routes">{routesView}</Tabs.Panel>
          {canReadLog ? (
            <Tabs.Panel value="log">
              <DailyLogPanel date={date} actor={actor} />
            </Tabs.Panel>
          ) : null}
          {canReadTasks ? (
            <Tabs.Panel value="tasks">
              <DriverTasksPanel actor={actor} date={shownDate} timeZone={timeZone} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      ) : (
        routesView
      )}
      <RouteDetailDialog routeId={detailId} onClose={() => setDetailId(null)} />
      <RouteFormDialog
        opened={editing !== null}
        route={editing === 'new' ? null : editing}
        date={shownDate}
        timeZone={timeZone}
        onClose={() => setEditing(null)}
      />
      <CancelRouteDialog route={cancelling} onClose={() => setCancelling(null)} />
      <CopyRouteDialog route={copying} onClose={() => setCopying(null)} />
    </Stack>
  );
}
