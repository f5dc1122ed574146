import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ATTENDANT_CREDENTIAL_LABELS,
  ROUTE_DIRECTION_LABELS,
  formatTime,
  transportPolicy,
  type PolicyActor,
  type Route,
} from '@carenest/core';
import { DriverRouteControls } from './driver/DriverRouteControls.tsx';
import { RouteStatusBadge } from './RouteStatusBadge.tsx';
import { stopStateOf } from './stop-state.ts';

/**
 * One route of the day: name, direction, times in the facility's zone, driver, vehicle and attendant, the
 * status badge and progress bar, the children in stop order with their handoff state; Details for everyone,
 * the driver's controls for its driver, Edit, Cancel and Copy for administrators while it is scheduled.
 */
export function RouteCard({
  route,
  timeZone,
  actor,
  onDetails,
  onEdit,
  onCancel,
  onCopy,
}: {
  route: Route;
  timeZone: string;
  actor: PolicyActor;
  onDetails: () => void;
  onEdit: () => void;
  onCancel: () => void;
  onCopy: () => void;
}) {
  const time = (instant: string) => formatTime(new Date(instant), timeZone);
  const facts = { driverId: route.driver.id, status: route.status };
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`route-${route.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={`route-${route.id}`} tabIndex={-1}>
              {route.name}
            </Title>
            <Text fz="sm">
              {ROUTE_DIRECTION_LABELS[route.direction]} · {time(route.scheduledDeparture)} to{' '}
              {time(route.scheduledArrival)}
            </Text>
            <Text fz="sm" c="dimmed">
              {route.driver.name} · {route.vehicle}
              {route.attendant
                ? ` · ${route.attendant.name} (${ATTENDANT_CREDENTIAL_LABELS[route.attendant.credential]})`
                : ''}
            </Text>
          </Stack>
          <RouteStatusBadge status={route.status} routeName={route.name} />
        </Group>
        <Stack gap={2} component="ol" pl="md" m={0}>
          {route.stops.map((stop) => (
            <Text key={stop.patientId} component="li" fz="sm">
              {stop.patientName} — {stopStateOf(stop, route.status)}
            </Text>
          ))}
        </Stack>
        {route.cancellation ? (
          <Text fz="sm" c="red.9">
            Cancelled by {route.cancellation.by.name}: {route.cancellation.reason}
          </Text>
        ) : null}
        {/* Always one line, so the driver's button below never jumps when the first position arrives. */}
        <Text fz="sm" c={route.lastFix ? undefined : 'dimmed'}>
          {route.lastFix
            ? `Last position ${route.lastFix.latitude.toFixed(6)}, ${route.lastFix.longitude.toFixed(6)} at ${time(route.lastFix.recordedAt)}`
            : 'No position yet'}
        </Text>
        {transportPolicy.canDrive(actor, facts) ? (
          <DriverRouteControls route={route} timeZone={timeZone} />
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={onDetails}>
            Details
          </Button>
          {transportPolicy.canEdit(actor, facts) ? (
            <>
              <Button variant="default" onClick={onEdit}>
                Edit
              </Button>
              <Button variant="default" color="red" onClick={onCancel}>
                Cancel route
              </Button>
            </>
          ) : null}
          {transportPolicy.canManage(actor) ? (
            <Button variant="default" onClick={onCopy}>
              Copy
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
