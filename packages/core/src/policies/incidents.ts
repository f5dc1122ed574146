import { holds, type PolicyActor } from './policy-actor.ts';

/** The staff who report incidents: a nurse or an administrator (and super_admin). */
const isReporter = (actor: PolicyActor): boolean =>
  ['nurse', 'administrator', 'super_admin'].includes(actor.role);

/** The staff who review and close reports: administrators (and super_admin). */
const isReviewer = (actor: PolicyActor): boolean => ['administrator', 'super_admin'].includes(actor.role);

/**
 * Incident and abuse reports (Florida 59A-13.005, Texas 26 TAC §550.903): a nurse or an administrator reports,
 * an administrator reviews and closes, a parent reads the reports of their own child in a family view.
 * Which reports and which children is the server's scope.
 */
export const incidentPolicy = {
  /** The incident list, one report, the chart's incidents. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'incidents', 'read'),
  /** Reporting an incident (Report Incident), and the staff a report may name. */
  canReport: (actor: PolicyActor): boolean => isReporter(actor) && holds(actor, 'incidents', 'create'),
  /** Reviewing a report and closing it with its corrective action. */
  canReview: (actor: PolicyActor): boolean => isReviewer(actor) && holds(actor, 'incidents', 'update'),
  /**
   * Reading a report whole: its narrative, staff, agencies, review and every child the reader sees. A parent
   * reads the family view: only their own child, never another child a narrative may name.
   */
  canReadWhole: (actor: PolicyActor): boolean => actor.role !== 'parent' && holds(actor, 'incidents', 'read'),
};
