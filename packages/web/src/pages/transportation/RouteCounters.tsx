import { Paper, SimpleGrid, Text } from '@mantine/core';
import { isRouteInProgress, type Route } from '@carenest/core';

/** The spec's four counters of the day: total routes, in progress, completed, total patients. */
export function RouteCounters({ routes }: { routes: readonly Route[] }) {
  const counters = [
    { label: 'Total routes', value: routes.length },
    { label: 'In progress', value: routes.filter((route) => isRouteInProgress(route.status)).length },
    { label: 'Completed', value: routes.filter((route) => route.status === 'completed').length },
    {
      label: 'Total patients',
      value: new Set(routes.flatMap((route) => route.stops.map((stop) => stop.patientId))).size,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {counters.map((counter) => (
        <Paper key={counter.label} withBorder radius="md" p="sm">
          <Text component="dt" fz="sm" c="dimmed">
            {counter.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {counter.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
