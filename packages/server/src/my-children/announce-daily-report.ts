import { createNotifications, findParents } from '../notifications/index.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/**
 * Tells a child's parents, at check-out, that the day's report is ready (ARCHITECTURE.md, "Parent portal"):
 * a notification naming the child and linking to the report, no clinical content in it.
 */
export async function announceDailyReport(
  scope: Pick<CommandScope, 'trx' | 'now'> & { patientId: string; serviceDate: string },
): Promise<void> {
  const { trx, patientId, serviceDate } = scope;
  const child = await trx
    .selectFrom('patients')
    .select('first_name')
    .where('id', '=', patientId)
    .executeTakeFirst();
  const parents = await findParents(trx, patientId);
  if (!child || parents.length === 0) return;
  await createNotifications({
    ...scope,
    recipientIds: parents,
    category: 'reports',
    content: {
      title: `${child.first_name}'s daily report`,
      body: `${child.first_name} has been checked out. The report of the day is ready.`,
      link: `/my-children/${patientId}/daily-report/${serviceDate}`,
      severity: 'low',
    },
  });
}
