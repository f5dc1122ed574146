import { Badge, Progress, Stack } from '@mantine/core';
import { ROUTE_STATUS_LABELS, routeProgress, type RouteStatus } from '@carenest/core';

/** Badge colours by status. */
const COLORS: Record<RouteStatus, string> = {
  scheduled: 'gray',
  en_route_pickup: 'blue',
  picking_up: 'indigo',
  en_route_facility: 'blue',
  arrived: 'teal',
  completed: 'green',
  cancelled: 'red',
};

/** The spec's status badge and progress bar (scheduled 0, 20, 40, 70, 90, completed 100). */
export function RouteStatusBadge({ status, routeName }: { status: RouteStatus; routeName: string }) {
  const progress = routeProgress(status);
  return (
    <Stack gap={4} miw={140}>
      <Badge color={COLORS[status]} variant="light">
        {ROUTE_STATUS_LABELS[status]}
      </Badge>
      <Progress value={progress} color={COLORS[status]} aria-label={`${routeName} progress`} />
    </Stack>
  );
}
