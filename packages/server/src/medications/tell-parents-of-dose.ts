import { ADMINISTRATION_OUTCOME_LABELS, type AdministrationOutcome } from '@carenest/core';
import { createNotifications, findParents } from '../notifications/index.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/**
 * Tells a child's parents that a dose was held or refused at the center (a given dose is routine and goes in
 * the daily report): the medication and the outcome, under the medications category they may turn off.
 */
export async function tellParentsOfDose(
  scope: Pick<CommandScope, 'trx' | 'now'> & {
    patient: { id: string; firstName: string };
    medicationName: string;
    outcome: AdministrationOutcome;
  },
): Promise<void> {
  const { trx, patient, medicationName, outcome } = scope;
  if (outcome === 'given') return;
  await createNotifications({
    trx,
    now: scope.now,
    recipientIds: await findParents(trx, patient.id),
    category: 'medications',
    content: {
      title: `${ADMINISTRATION_OUTCOME_LABELS[outcome]}: ${medicationName}`,
      body: `${patient.firstName}'s dose of ${medicationName} was ${outcome} at the center. The nurse's reason is in the daily report.`,
      link: `/patients/${patient.id}?tab=medications`,
      severity: 'medium',
    },
  });
}
