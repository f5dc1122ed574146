import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen.tsx';
import { withOtherScreensStyles } from './other-screens-styles.ts';

/** A screen no signed-in landing draws: it renders once its chunk and the other screens' styles have loaded. */
function otherScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  return lazyScreen(withOtherScreensStyles(load));
}

// Every screen, the signed-in layout and the automatic logoff load on demand, so the sign-in route downloads only
// what it needs; each is a lazyScreen, so one whose chunk has already loaded renders without a spinner. Every screen
// but the three the signed-in landing draws also waits for Mantine's styles of the components no first screen draws
// (`otherScreen`, other-screens-styles.ts).

/** The registration screen. */
export const RegisterPage = otherScreen(() =>
  import('../pages/register/RegisterPage.tsx').then((module) => module.RegisterPage),
);

/** The first-run setup (ARCHITECTURE.md, "First-run setup"). */
export const SetupPage = otherScreen(() =>
  import('../pages/setup/SetupPage.tsx').then((module) => module.SetupPage),
);

/** Password help. */
export const ForgotPasswordPage = otherScreen(() =>
  import('../pages/forgot-password/ForgotPasswordPage.tsx').then((module) => module.ForgotPasswordPage),
);

/** Setting a new password through a reset link. */
export const ResetPasswordPage = otherScreen(() =>
  import('../pages/reset-password/ResetPasswordPage.tsx').then((module) => module.ResetPasswordPage),
);

/** Access Denied. */
export const UnauthorizedPage = otherScreen(() =>
  import('../pages/unauthorized/UnauthorizedPage.tsx').then((module) => module.UnauthorizedPage),
);

/** The signed-in layout shell (preloaded by prefetch-landing.ts). */
export const AppLayout = lazyScreen(() =>
  import('../layout/AppLayout.tsx').then((module) => module.AppLayout),
);

/** The HIPAA automatic logoff, mounted once someone is signed in (preloaded by prefetch-landing.ts). */
export const IdleSignOut = lazyScreen(() =>
  import('../session/IdleSignOut.tsx').then((module) => module.IdleSignOut),
);

/** The dashboard (preloaded by prefetch-landing.ts). */
export const DashboardPage = lazyScreen(() =>
  import('../pages/dashboard/DashboardPage.tsx').then((module) => module.DashboardPage),
);

/** The patient list (All Patients, My Children). */
export const PatientListPage = otherScreen(() =>
  import('../pages/patients/PatientListPage.tsx').then((module) => module.PatientListPage),
);

/** A nurse's or therapist's caseload. */
export const AssignedPatientsPage = otherScreen(() =>
  import('../pages/assigned-patients/AssignedPatientsPage.tsx').then((module) => module.AssignedPatientsPage),
);

/** A patient's chart. */
export const PatientChartPage = otherScreen(() =>
  import('../pages/patient-chart/PatientChartPage.tsx').then((module) => module.PatientChartPage),
);

/** Profile: who is signed in, password change and two-factor authentication. */
export const ProfilePage = otherScreen(() =>
  import('../pages/profile/ProfilePage.tsx').then((module) => module.ProfilePage),
);

/** Settings: active sessions and what "Remember me" keeps. */
export const SettingsPage = otherScreen(() =>
  import('../pages/settings/SettingsPage.tsx').then((module) => module.SettingsPage),
);

/** System alerts (administrators). */
export const SystemAlertsPage = otherScreen(() =>
  import('../pages/system-alerts/SystemAlertsPage.tsx').then((module) => module.SystemAlertsPage),
);

/** The audit log (administrators). */
export const AuditLogPage = otherScreen(() =>
  import('../pages/audit-log/AuditLogPage.tsx').then((module) => module.AuditLogPage),
);

/** Security monitoring (administrators). */
export const SecurityPage = otherScreen(() =>
  import('../pages/security/SecurityPage.tsx').then((module) => module.SecurityPage),
);

/** User management (administrators). */
export const UsersPage = otherScreen(() =>
  import('../pages/users/UsersPage.tsx').then((module) => module.UsersPage),
);

/** Patient assignments (administrators). */
export const AssignmentsPage = otherScreen(() =>
  import('../pages/assignments/AssignmentsPage.tsx').then((module) => module.AssignmentsPage),
);

/** Clinical documentation (nurses, therapists, administrators). */
export const ClinicalNotesPage = otherScreen(() =>
  import('../pages/clinical-notes/ClinicalNotesPage.tsx').then((module) => module.ClinicalNotesPage),
);

/** Vital signs (nurses, administrators). */
export const VitalSignsPage = otherScreen(() =>
  import('../pages/vital-signs/VitalSignsPage.tsx').then((module) => module.VitalSignsPage),
);

/** Patient documents. */
export const DocumentsPage = otherScreen(() =>
  import('../pages/documents/DocumentsPage.tsx').then((module) => module.DocumentsPage),
);

/** A document's information sheet, opened in its own window to print. */
export const DocumentPrintPage = otherScreen(() =>
  import('../pages/documents/DocumentPrintPage.tsx').then((module) => module.DocumentPrintPage),
);

/** Transportation Management: routes, the driver's controls, handoffs. */
export const TransportationPage = otherScreen(() =>
  import('../pages/transportation/TransportationPage.tsx').then((module) => module.TransportationPage),
);

/** My Children (parents). */
export const MyChildrenPage = otherScreen(() =>
  import('../pages/my-children/MyChildrenPage.tsx').then((module) => module.MyChildrenPage),
);

/** Messages: secure conversations between parents and care teams. */
export const MessagesPage = otherScreen(() =>
  import('../pages/messages/MessagesPage.tsx').then((module) => module.MessagesPage),
);

/** A child's daily report (parents, nurses, administrators). */
export const DailyReportPage = otherScreen(() =>
  import('../pages/my-children/DailyReportPage.tsx').then((module) => module.DailyReportPage),
);

/** End of Day Reports. */
export const ReportsPage = otherScreen(() =>
  import('../pages/reports/ReportsPage.tsx').then((module) => module.ReportsPage),
);
/** Facility: the administrator's facility settings and closure days. */
export const FacilityPage = otherScreen(() =>
  import('../pages/facility/FacilityPage.tsx').then((module) => module.FacilityPage),
);
/** Emergency preparedness: the evacuation roster, each child's needs, drills, generator and documents. */
export const EmergencyPage = otherScreen(() =>
  import('../pages/emergency/EmergencyPage.tsx').then((module) => module.EmergencyPage),
);
/** Billing: claims and the facility's billing settings. */
export const BillingPage = otherScreen(() =>
  import('../pages/billing/BillingPage.tsx').then((module) => module.BillingPage),
);
/** Incidents: the incident and abuse reports (nurses and administrators). */
export const IncidentsPage = otherScreen(() =>
  import('../pages/incidents/IncidentsPage.tsx').then((module) => module.IncidentsPage),
);
/** Staffing: the ratio, the day's staffing log and shifts, and the timecards (administrators). */
export const StaffingPage = otherScreen(() =>
  import('../pages/staffing/StaffingPage.tsx').then((module) => module.StaffingPage),
);
/** A staff member's page: the account and its credentials (administrators). */
export const UserDetailPage = otherScreen(() =>
  import('../pages/users/UserDetailPage.tsx').then((module) => module.UserDetailPage),
);
