import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  HANDOFF_STATUS,
  ROUTE_STATUS_LABELS,
  nextTransition,
  type HandoffKind,
  type Route,
  type RouteStatus,
  type RouteStop,
} from '@carenest/core';
import { useDriverQueue } from '../../../offline/use-driver-queue.ts';
import { HandoffDialog, type HandoffDraft } from './HandoffDialog.tsx';
import { LocationIndicator } from './LocationIndicator.tsx';
import { useRouteGeolocation } from './use-route-geolocation.ts';

/** The statuses in which the van is on the road and reports its position. */
const ON_THE_ROAD: readonly RouteStatus[] = ['en_route_pickup', 'picking_up', 'en_route_facility', 'arrived'];

/** The handoff a status collects (pickup while picking up, dropoff once arrived), if any. */
function handoffKindOf(status: RouteStatus): HandoffKind | null {
  if (status === HANDOFF_STATUS.pickup) return 'pickup';
  if (status === HANDOFF_STATUS.dropoff) return 'dropoff';
  return null;
}

/**
 * The driver's controls of their own route, for one hand on a phone: the next action of the spec's table as
 * one large button, the stops with the next one first and a large signature button per child while its
 * handoff is due, the location indicator, and what is still waiting for signal. Every act goes through the
 * offline queue with its request id and device time, and shows at once (the status it led to is marked as
 * waiting until the server has it).
 */
export function DriverRouteControls({ route }: { route: Route; timeZone: string }) {
  const { pending, enqueue } = useDriverQueue();
  const [signing, setSigning] = useState<RouteStop | null>(null);
  const mine = pending.filter((write) => write.routeId === route.id);
  const queuedStatus = mine.flatMap((write) => (write.kind === 'status' ? [write.body.status] : [])).at(-1);
  const status = queuedStatus ?? route.status;
  const queuedHandoffs = new Set(
    mine.flatMap((write) => (write.kind === 'handoff' ? [`${write.body.patientId} ${write.body.kind}`] : [])),
  );
  const isOnTheRoad = ON_THE_ROAD.includes(status);
  const geolocation = useRouteGeolocation(isOnTheRoad, (position, takenAt) =>
    enqueue({
      kind: 'fix',
      routeId: route.id,
      body: { requestId: crypto.randomUUID(), deviceTime: new Date(takenAt).toISOString(), position },
    }),
  );
  const stamp = () => ({ requestId: crypto.randomUUID(), deviceTime: new Date().toISOString() });
  const transition = nextTransition(status);
  const due = handoffKindOf(status);
  const isDone = (stop: RouteStop) =>
    due !== null && (stop[due] !== null || queuedHandoffs.has(`${stop.patientId} ${due}`));
  const stops = [...route.stops].sort((left, right) => Number(isDone(left)) - Number(isDone(right)));

  const sign = (draft: HandoffDraft) => {
    enqueue({
      kind: 'handoff',
      routeId: route.id,
      body: { ...draft, ...stamp(), position: geolocation.latestPosition() },
    });
    setSigning(null);
  };

  return (
    <Stack gap="sm" data-print="hide">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <LocationIndicator state={geolocation.state} />
        <Text fz="sm" role="status" aria-live="polite">
          {mine.length === 0
            ? 'All changes sent'
            : `${mine.length} change${mine.length === 1 ? '' : 's'} waiting for signal`}
        </Text>
      </Group>
      {transition ? (
        <Button
          size="xl"
          fullWidth
          onClick={() =>
            enqueue({
              kind: 'status',
              routeId: route.id,
              body: { ...stamp(), status: transition.to, position: geolocation.latestPosition() },
            })
          }
        >
          {transition.action}
        </Button>
      ) : null}
      {/* Below the button: a line that comes and goes with the signal must not move what the thumb aims at. */}
      {queuedStatus ? (
        <Text fz="sm" c="orange.9">
          Now {ROUTE_STATUS_LABELS[queuedStatus]} (waiting for signal)
        </Text>
      ) : null}
      {due ? (
        <Stack gap="xs" component="ol" p={0} m={0} aria-label={due === 'pickup' ? 'Pickups' : 'Dropoffs'}>
          {stops.map((stop) => (
            <Paper
              key={stop.patientId}
              withBorder
              radius="md"
              p="sm"
              component="li"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={700}>{stop.patientName}</Text>
                  <Text fz="sm" c="dimmed">
                    {stop.address}
                  </Text>
                </div>
                {isDone(stop) ? (
                  <Text fz="sm" c="green.9" fw={600}>
                    {due === 'pickup' ? 'Picked up' : 'Dropped off'}
                  </Text>
                ) : (
                  <Button size="lg" variant="light" onClick={() => setSigning(stop)}>
                    {due === 'pickup' ? 'Pickup signature' : 'Dropoff signature'}
                    <VisuallyHidden>{` for ${stop.patientName}`}</VisuallyHidden>
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      <HandoffDialog stop={signing} kind={due ?? 'pickup'} onClose={() => setSigning(null)} onSign={sign} />
    </Stack>
  );
}
