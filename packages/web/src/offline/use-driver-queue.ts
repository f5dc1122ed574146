import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dashboardKeys, transportKeys } from '../api/query-keys.ts';
import { postRouteFix, postRouteHandoff, postRouteStatus } from '../api/transport.ts';
import {
  MESSAGES,
  type Route,
  type RouteDetailResponse,
  type RouteListResponse,
  type RouteStatus,
} from '@carenest/core';
import { notifyError, notifySuccess } from '../notifications/notify.ts';
import { DriverQueue, type QueuedWrite } from './driver-queue.ts';

/** How often a waiting line is tried again while the phone believes it is online. */
const RETRY_INTERVAL_MS = 5_000;

/** The one queue of this browser. */
const queue = new DriverQueue(window.localStorage);

/** Sends one queued write to its endpoint. */
async function send(write: QueuedWrite): Promise<void> {
  if (write.kind === 'status') await postRouteStatus(write.routeId, write.body);
  else if (write.kind === 'fix') await postRouteFix(write.routeId, write.body);
  else await postRouteHandoff(write.routeId, write.body);
}

/**
 * Shows a status the server just accepted on the cached route list and detail at once, in the same render that
 * takes the write off the queue: otherwise, until the re-read comes back, the card falls back to the status before
 * it and its one big button reads the previous action for a moment (a tap then repeats that action).
 */
function showAcceptedStatus(queryClient: QueryClient, routeId: string, status: RouteStatus): void {
  const withStatus = (route: Route) => (route.id === routeId ? { ...route, status } : route);
  queryClient.setQueriesData<RouteListResponse>({ queryKey: transportKeys.lists() }, (list) =>
    list ? { ...list, items: list.items.map(withStatus) } : list,
  );
  queryClient.setQueryData<RouteDetailResponse>(transportKeys.detail(routeId), (detail) =>
    detail ? { ...detail, route: withStatus(detail.route) } : detail,
  );
}

/**
 * The driver's offline queue in a screen: what is waiting, and `enqueue` for a new write. It sends at once,
 * again when the browser comes back online, and every 5 s while something waits; each answer refreshes the
 * transport screens; a signature's arrival is toasted with the spec's sentence, a refusal with the server's.
 */
export function useDriverQueue() {
  const queryClient = useQueryClient();
  const pending = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.pending(),
  );
  const flush = useCallback(
    () =>
      queue.flush(send, (outcome) => {
        const handoff = outcome.write.kind === 'handoff' ? outcome.write.body.kind : null;
        if (outcome.kind === 'sent' && outcome.write.kind === 'status')
          showAcceptedStatus(queryClient, outcome.write.routeId, outcome.write.body.status);
        if (outcome.kind === 'refused')
          notifyError(handoff ? `${MESSAGES.failedToSaveSignature}: ${outcome.message}` : outcome.message);
        else if (handoff)
          notifySuccess(
            handoff === 'pickup' ? MESSAGES.pickupSignatureSaved : MESSAGES.dropoffSignatureSaved,
          );
        void queryClient.invalidateQueries({ queryKey: transportKeys.all });
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      }),
    [queryClient],
  );
  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => {
      if (queue.pending().length > 0 && navigator.onLine) void flush();
    }, RETRY_INTERVAL_MS);
    void flush();
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [flush]);
  const enqueue = useCallback(
    (write: QueuedWrite) => {
      queue.enqueue(write);
      void flush();
    },
    [flush],
  );
  return { pending, enqueue };
}
