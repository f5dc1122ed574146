import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';

/** How long live events are kept for reconnecting browsers to catch up from. */
export const LIVE_EVENT_RETENTION_MINUTES = 15;

/**
 * Deletes live events past their retention, every minute: the log is for catching up a reconnecting stream,
 * not a history (the audit log is the history).
 */
export const purgeLiveEventsJob = defineJob({
  name: 'live-events.purge',
  payload: z.object({}),
  schedule: { cron: '* * * * *', timeZone: 'UTC', payload: {} },
  async handle(_payload, { db }) {
    await db
      .deleteFrom('live_events')
      .where('created_at', '<', new Date(Date.now() - LIVE_EVENT_RETENTION_MINUTES * 60_000))
      .execute();
  },
});
