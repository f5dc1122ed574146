import { DASHBOARD_CARDS, type DashboardResponse } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import { scopedAlerts } from '../alerts/index.ts';
import { countNotesToday } from '../clinical-notes/index.ts';
import type { Database } from '../db/schema.ts';
import { countDueDoses } from '../medications/index.ts';
import type { Actor } from '../shared/actor.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { countDriverCards, loadDriverActivity } from '../transport/index.ts';
import { countDailyCensus, countVitalAlertsToday, loadRecentActivity } from './recent-activity.ts';
import { loadCensusWarning } from './census-warning.ts';
import { loadDashboardTasks } from '../driver-tasks/index.ts';
import { countUnreadMessages } from '../secure-messages/index.ts';
import { countUpcomingAppointments } from '../appointments/index.ts';
import { loadCareTasks } from '../care-tasks/index.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

type CardValues = Partial<Record<string, number>>;

/** Counts of the cards whose data exists today; cards of features still to come stay null (a dash). */
async function countCards(trx: Transaction<Database>, actor: Actor, now: Date): Promise<CardValues> {
  const visiblePatients = trx.selectFrom('patients').where(isPatientVisibleTo(actor));
  switch (actor.role) {
    case 'administrator':
    case 'super_admin': {
      const patients = await visiblePatients
        .select(sql<number>`(count(*) FILTER (WHERE patients.is_active))::int`.as('count'))
        .executeTakeFirstOrThrow();
      const staffCount = await trx
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('role', 'in', ['nurse', 'therapist', 'driver', 'administrator'])
        .where('is_active', '=', true)
        .where('status', '=', 'active')
        .where(isInFacilityScope(actor, 'users.facility_id'))
        .executeTakeFirstOrThrow();
      const alerts = await scopedAlerts(trx, actor)
        .select(sql<number>`count(*)::int`.as('count'))
        .where('resolved', '=', false)
        .executeTakeFirstOrThrow();
      return {
        activePatients: patients.count,
        staffMembers: staffCount.count,
        dailyCensus: await countDailyCensus(trx, actor),
        systemAlerts: alerts.count,
      };
    }
    case 'nurse':
    case 'therapist': {
      const assigned = await visiblePatients
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      const medicationsDue = await countDueDoses(trx, actor, now);
      const clinicalNotesToday = await countNotesToday(trx, actor, now);
      const alerts = await countVitalAlertsToday(trx, actor);
      return { assignedPatients: assigned.count, clinicalNotesToday, medicationsDue, alerts };
    }
    case 'parent': {
      const children = await visiblePatients
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      const medicationsDue = await countDueDoses(trx, actor, now);
      return {
        myChildren: children.count,
        upcomingAppointments: await countUpcomingAppointments(trx, actor, now),
        medicationsDue,
        messages: await countUnreadMessages(trx, actor),
      };
    }
    case 'driver':
      return countDriverCards(trx, actor, now);
  }
}

/** The dashboard of the actor's role at `now`: its four cards, recent activity, tasks and census warning. */
export async function loadDashboard(
  trx: Transaction<Database>,
  actor: Actor,
  now: Date,
): Promise<DashboardResponse> {
  const values = await countCards(trx, actor, now);
  return {
    cards: DASHBOARD_CARDS[actor.role].map((card) => ({ ...card, value: values[card.key] ?? null })),
    recentActivity:
      actor.role === 'driver' ? await loadDriverActivity(trx, actor) : await loadRecentActivity(trx, actor),
    tasks: await loadDashboardTasks(trx, actor),
    censusWarning: await loadCensusWarning(trx, actor, values['dailyCensus']),
    careTasks: await loadCareTasks(trx, actor, now),
  };
}
