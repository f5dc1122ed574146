import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS, liveEventSchema } from '@carenest/core';
import { authKeys } from '../api/query-keys.ts';
import { invalidateForEvent } from './event-invalidations.ts';
import { RecentIds } from './recent-ids.ts';

/**
 * The tab's one live-event stream (ARCHITECTURE.md, "Live events"): an EventSource on /api/events while a
 * signed-in screen is shown. Each event invalidates the queries it concerns, so open screens re-read through
 * the audited GETs; a `reset` (the server's log no longer reaches back) refreshes everything. The browser
 * reconnects by itself and sends the last event id; when the server refuses the stream (signed out, HIPAA
 * expired) the session is checked again, which sends the user where they belong.
 */
export function LiveEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(API_PATHS.events);
    const seen = new RecentIds();
    source.onmessage = (message: MessageEvent<string>) => {
      const parsed = liveEventSchema.safeParse(JSON.parse(message.data));
      if (parsed.success && seen.isNew(parsed.data.id)) invalidateForEvent(queryClient, parsed.data);
    };
    source.addEventListener('reset', () => void queryClient.invalidateQueries());
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED)
        void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    };
    return () => source.close();
  }, [queryClient]);
  return null;
}
