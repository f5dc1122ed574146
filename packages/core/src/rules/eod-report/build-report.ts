import type { EodSections, EodSummary } from '../../schemas/eod-reports.ts';
import {
  buildClinicalNotesSection,
  buildMedicationsSection,
  buildVitalSignsSection,
  doseOutcomesOf,
} from './clinical-sections.ts';
import { buildChildDays, complianceBreakdown, complianceScoreOf } from './compliance.ts';
import { criticalAlertsOf, followUpItemsOf, recommendationsOf, staffOnDutyOf } from './summary-items.ts';
import type { EodDayRecords } from './day-records.ts';
import { indexDay } from './day-index.ts';
import { buildIncidentsSection } from './incidents-section.ts';
import {
  buildAttendanceSection,
  buildBillingSection,
  buildTransportationSection,
} from './operations-sections.ts';

/**
 * A facility's end-of-day report from its day's records (ARCHITECTURE.md, "End-of-day reports"): every section
 * and every summary figure computed, nothing assumed. Pure: the same records always give the same report, which
 * is what the hash and the signature seal.
 */
export function buildEodReport(records: EodDayRecords): { sections: EodSections; summary: EodSummary } {
  const index = indexDay(records);
  const doses = doseOutcomesOf(records);
  const sections: EodSections = {
    clinicalNotes: buildClinicalNotesSection(records, index),
    medications: buildMedicationsSection(records, index, doses),
    vitalSigns: buildVitalSignsSection(records, index),
    transportation: buildTransportationSection(records, index),
    billing: buildBillingSection(records),
    attendance: buildAttendanceSection(records, index),
    childDays: buildChildDays(records, index, doses),
    incidents: buildIncidentsSection(records),
  };
  const adjudicated = records.payments.filter((payment) => payment.statusCode !== '22');
  const billingCents = {
    paid: adjudicated.reduce((sum, payment) => sum + payment.paidCents, 0),
    charged: adjudicated.reduce((sum, payment) => sum + payment.chargeCents, 0),
  };
  const claimNumbers = new Map(records.claims.map((claim) => [claim.id, claim.claimNumber]));
  const deniedClaims = [
    ...new Set(adjudicated.filter((payment) => payment.statusCode === '4').map((payment) => payment.claimId)),
  ].map((claimId) => claimNumbers.get(claimId) ?? claimId);
  const breakdown = complianceBreakdown(sections, records, billingCents);
  const rateOf = (component: EodSummary['complianceBreakdown'][number]['component']) =>
    breakdown.find((entry) => entry.component === component)?.rate ?? null;
  const criticalAlertDetails = criticalAlertsOf(records, index);
  const staffOnDutyDetails = staffOnDutyOf(records, index);
  const summary: EodSummary = {
    totalPatients: sections.attendance.childrenPresent,
    complianceScore: complianceScoreOf(breakdown),
    complianceBreakdown: breakdown,
    criticalAlerts: criticalAlertDetails.length,
    criticalAlertDetails,
    staffOnDuty: staffOnDutyDetails.length,
    staffOnDutyDetails,
    ...(records.minutesOutOfRatio === undefined ? {} : { minutesOutOfRatio: records.minutesOutOfRatio }),
    recommendations: recommendationsOf(sections),
    keyMetrics: {
      medicationCompliance: rateOf('medicationOnTime'),
      documentationCompliance: rateOf('documentation'),
      transportationOnTime: rateOf('transportationOnTime'),
      billingAccuracy: sections.billing.denialRate === null ? null : 1 - sections.billing.denialRate,
    },
    followUpItems: followUpItemsOf(records, sections, index, deniedClaims),
  };
  return { sections, summary };
}
