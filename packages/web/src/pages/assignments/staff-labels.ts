import { SPECIALTY_LABELS, THERAPY_TYPE_LABELS, type StaffWorkload } from '@carenest/core';

/** The readable name of a specialty, or the stored text when it is not one of the spec's. */
export function specialtyLabel(specialty: string): string {
  return (SPECIALTY_LABELS as Record<string, string>)[specialty] ?? specialty;
}

/** The readable name of a therapy type, or the stored text when it is not one of the spec's. */
export function therapyLabel(therapy: string): string {
  return (THERAPY_TYPE_LABELS as Record<string, string>)[therapy] ?? therapy;
}

/** "6 of 8 patients (75%)": a staff member's load in words. */
export function loadSummary(
  staff: Pick<StaffWorkload, 'currentPatientCount' | 'maxPatientLoad' | 'loadPercentage'>,
): string {
  return `${staff.currentPatientCount} of ${staff.maxPatientLoad} patients (${staff.loadPercentage}%)`;
}
