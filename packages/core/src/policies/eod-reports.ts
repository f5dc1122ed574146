import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * End-of-day reports (spec part 2, "End of Day Reports"): administrators (and super_admin) only; others see the
 * restricted sentence. Which facility's reports is the scoped load (the administrator's own).
 */
export const eodReportPolicy = {
  /** The Reports screen, the list, the day's status and opening a report. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'eod_reports', 'read'),
  /** Generate Report and Force Generate. */
  canGenerate: (actor: PolicyActor): boolean => holds(actor, 'eod_reports', 'create'),
  /** PDF and CSV export: of a report that passes verification only. */
  canExport: (actor: PolicyActor, report: { isVerified: boolean }): boolean =>
    holds(actor, 'eod_reports', 'read') && report.isVerified,
};
