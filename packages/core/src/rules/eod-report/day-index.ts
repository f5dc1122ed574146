import type { EodDayRecords } from './day-records.ts';

/** Names of the day's children and staff, looked up once. */
export interface DayIndex {
  patientName(patientId: string): string;
  staffName(staffId: string): string;
  /** The child's primary nurse's name, or null. */
  primaryNurse(patientId: string): string | null;
  /** Patient ids sorted by the children's names. */
  sortByName(patientIds: readonly string[]): string[];
}

/** The name lookups of a day's records. */
export function indexDay(records: EodDayRecords): DayIndex {
  const patients = new Map(records.patients.map((patient) => [patient.id, patient]));
  const staff = new Map(records.staff.map((member) => [member.id, member.name]));
  const patientName = (patientId: string) => patients.get(patientId)?.name ?? 'Unknown patient';
  return {
    patientName,
    staffName: (staffId) => staff.get(staffId) ?? 'Unknown staff member',
    primaryNurse: (patientId) => patients.get(patientId)?.primaryNurse ?? null,
    sortByName: (patientIds) =>
      [...patientIds].sort(
        (left, right) => patientName(left).localeCompare(patientName(right)) || left.localeCompare(right),
      ),
  };
}

/** A child's stay at the center that day: the first check-in, the last check-out after it (or none yet). */
export interface Stay {
  checkedInAt: Date;
  checkedOutAt: Date | null;
  isArrivalSigned: boolean;
  isDepartureSigned: boolean;
}

/** The children checked in that day, each with their stay. */
export function presenceOf(records: EodDayRecords): Map<string, Stay> {
  const stays = new Map<string, Stay>();
  const events = [...records.attendance].sort(
    (left, right) => left.occurredAt.getTime() - right.occurredAt.getTime(),
  );
  for (const event of events) {
    const stay = stays.get(event.patientId);
    if (event.kind === 'check_in' && !stay) {
      stays.set(event.patientId, {
        checkedInAt: event.occurredAt,
        checkedOutAt: null,
        isArrivalSigned: event.isSigned,
        isDepartureSigned: false,
      });
    } else if (event.kind === 'check_out' && stay) {
      stay.checkedOutAt = event.occurredAt;
      stay.isDepartureSigned = event.isSigned;
    }
  }
  return stays;
}
