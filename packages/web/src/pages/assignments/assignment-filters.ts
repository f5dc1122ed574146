import type { AssignableStaffRole, AssignmentPatient, StaffWorkload } from '@carenest/core';

/** The staff-role filter of the assignments screen: every staff member, nurses or therapists. */
export type StaffRoleFilter = AssignableStaffRole | 'all';

/** The staff members the role filter keeps. */
export function filterStaff(staff: StaffWorkload[], role: StaffRoleFilter): StaffWorkload[] {
  return role === 'all' ? staff : staff.filter((member) => member.role === role);
}

/** The patients whose name or MRN contains the search text (case-insensitive). */
export function searchPatients(patients: AssignmentPatient[], search: string): AssignmentPatient[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return patients;
  return patients.filter((patient) =>
    [`${patient.firstName} ${patient.lastName}`, patient.medicalRecordNumber].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
