import { z } from 'zod';
import {
  CREDENTIAL_EXPIRY_NOTICE_DAYS,
  CREDENTIAL_TYPE_LABELS,
  MESSAGES,
  addCalendarDays,
  formatCalendarDate,
  todayInZone,
} from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import { loadFacilitiesSettings } from '../facility/index.ts';
import { defineJob, type JobContext } from '../jobs/define-job.ts';
import { createNotifications } from '../notifications/index.ts';

/** What the credential jobs use beyond the database. */
export interface CredentialJobServices {
  /** The job's clock for "today": the real time unless a test sets it. */
  clock?: () => Date;
}

/** The credential expiry notice job's name. */
export const CREDENTIAL_EXPIRY_JOB = 'credentials.notify-expiring';

/**
 * Every hour, once across instances: each credential expiring within CREDENTIAL_EXPIRY_NOTICE_DAYS (30) of its
 * facility's today and not yet announced is announced, once, to its holder (linking to their profile) and the
 * facility's active administrators (linking to the staff member's page; a notification each, Texas 26 TAC §550.417), each facility in its own transaction, audited as
 * NOTIFY_CREDENTIAL_EXPIRY by the system-scheduler user.
 */
export const notifyExpiringCredentialsJob = defineJob({
  name: CREDENTIAL_EXPIRY_JOB,
  payload: z.object({}),
  schedule: { cron: '7 * * * *', timeZone: 'UTC', payload: {} },
  isRunAtStart: true,
  async handle(_payload, { db, services, audit }: JobContext<CredentialJobServices>) {
    const now = services.clock?.() ?? new Date();
    for (const facility of await loadFacilitiesSettings(db)) {
      const today = todayInZone(now, facility.timeZone);
      await db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('staff_credentials')
          .innerJoin('users', 'users.id', 'staff_credentials.user_id')
          .select([
            'staff_credentials.id',
            'staff_credentials.user_id',
            'staff_credentials.type',
            'staff_credentials.expires_on',
            'users.first_name',
            'users.last_name',
          ])
          .where('staff_credentials.facility_id', '=', facility.id)
          .where('staff_credentials.expiry_notified_at', 'is', null)
          .where('staff_credentials.expires_on', '>=', today)
          .where('staff_credentials.expires_on', '<=', addCalendarDays(today, CREDENTIAL_EXPIRY_NOTICE_DAYS))
          .forUpdate()
          .execute();
        if (due.length === 0) return;
        const administrators = await trx
          .selectFrom('users')
          .select('id')
          .where('facility_id', '=', facility.id)
          .where('role', '=', 'administrator')
          .where('is_active', '=', true)
          .where('status', '=', 'active')
          .execute();
        for (const credential of due) {
          const label = CREDENTIAL_TYPE_LABELS[credential.type];
          const expires = formatCalendarDate(credential.expires_on ?? today);
          const body = `${credential.first_name} ${credential.last_name}'s ${label} expires on ${expires}.`;
          const notice = { title: MESSAGES.credentialExpiringTitle, body, severity: 'medium' as const };
          await createNotifications({
            trx,
            now,
            recipientIds: [credential.user_id],
            content: { ...notice, link: '/profile' },
          });
          await createNotifications({
            trx,
            now,
            recipientIds: administrators.map((row) => row.id).filter((id) => id !== credential.user_id),
            content: { ...notice, link: `/users/${credential.user_id}` },
          });
          await appendAudit(trx, audit, {
            action: 'NOTIFY_CREDENTIAL_EXPIRY',
            resourceType: 'STAFF_CREDENTIAL',
            resourceId: credential.id,
            newValues: { expiresOn: credential.expires_on },
          });
        }
        await trx
          .updateTable('staff_credentials')
          .set({ expiry_notified_at: now })
          .where(
            'id',
            'in',
            due.map((credential) => credential.id),
          )
          .execute();
      });
    }
  },
});

/** The jobs credentials join to the process's job list (background-jobs.ts). */
export const CREDENTIAL_JOBS = [notifyExpiringCredentialsJob] as const;
