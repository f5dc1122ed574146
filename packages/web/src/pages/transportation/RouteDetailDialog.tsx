import { Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { MESSAGES, ROUTE_STATUS_LABELS, formatDateTime, formatTime } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useRouteDetail } from '../../api/transport.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import { stopStateOf } from './stop-state.ts';

/**
 * The spec's route detail: status and times, each child's handoffs (who signed, relationship, authorized or
 * not and why, when), the cancellation, and the last 5 location fixes at 6 decimals (staff only).
 */
export function RouteDetailDialog({ routeId, onClose }: { routeId: string | null; onClose: () => void }) {
  const isWide = useIsWideScreen();
  const detail = useRouteDetail(routeId);
  const data = detail.data;
  const time = (instant: string | null) =>
    instant && data ? formatTime(new Date(instant), data.timeZone) : '—';
  return (
    <Modal
      opened={routeId !== null}
      onClose={onClose}
      title={data ? data.route.name : 'Route details'}
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending ? <Skeleton height={200} aria-label="Loading route" /> : null}
      {detail.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadRoutes}
          message={describeError(detail.error)}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      ) : null}
      {data ? (
        <Stack gap="md">
          <Text fz="sm">
            {ROUTE_STATUS_LABELS[data.route.status]} · departed {time(data.route.actualDeparture)} · arrived{' '}
            {time(data.route.actualArrival)}
          </Text>
          {data.route.cancellation ? (
            <Text fz="sm" c="red.9">
              Cancelled by {data.route.cancellation.by.name}: {data.route.cancellation.reason}
            </Text>
          ) : null}
          <Stack gap="xs" component="section" aria-label="Children">
            <Text fw={700}>Children</Text>
            {data.route.stops.map((stop) => (
              <Stack key={stop.patientId} gap={0}>
                <Text fz="sm" fw={600}>
                  {stop.position}. {stop.patientName} — {stopStateOf(stop, data.route.status)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {stop.address}
                </Text>
                {[stop.pickup, stop.dropoff].flatMap((handoff) =>
                  handoff
                    ? [
                        <Text key={handoff.kind} fz="xs">
                          {handoff.kind === 'pickup' ? 'Pickup' : 'Dropoff'} signed by {handoff.signedBy} (
                          {handoff.relationship}) at{' '}
                          {formatDateTime(new Date(handoff.recordedAt), data.timeZone)}
                          {handoff.isAuthorized
                            ? ''
                            : ` — not on the authorized list: ${handoff.unauthorizedReason}`}
                        </Text>,
                      ]
                    : [],
                )}
              </Stack>
            ))}
          </Stack>
          {data.fixes.length > 0 ? (
            <Table striped withTableBorder fz="sm" aria-label="Last location fixes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Time</Table.Th>
                  <Table.Th scope="col">Latitude</Table.Th>
                  <Table.Th scope="col">Longitude</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.fixes.map((fix) => (
                  <Table.Tr key={`${fix.recordedAt}-${fix.latitude}`}>
                    <Table.Td>{time(fix.recordedAt)}</Table.Td>
                    <Table.Td>{fix.latitude.toFixed(6)}</Table.Td>
                    <Table.Td>{fix.longitude.toFixed(6)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text fz="sm" c="dimmed">
              No location fixes yet.
            </Text>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
