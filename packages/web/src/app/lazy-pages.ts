import { lazyScreen } from './lazy-screen.tsx';

// Every screen, the signed-in layout and the automatic logoff load on demand, so the sign-in route downloads only
// what it needs; each is a lazyScreen, so one whose chunk has already loaded renders without a spinner.

/** The registration screen. */
export const RegisterPage = lazyScreen(() =>
  import('../pages/register/RegisterPage.tsx').then((module) => module.RegisterPage),
);

/** Password help. */
export const ForgotPasswordPage = lazyScreen(() =>
  import('../pages/forgot-password/ForgotPasswordPage.tsx').then((module) => module.ForgotPasswordPage),
);

/** Setting a new password through a reset link. */
export const ResetPasswordPage = lazyScreen(() =>
  import('../pages/reset-password/ResetPasswordPage.tsx').then((module) => module.ResetPasswordPage),
);

/** Access Denied. */
export const UnauthorizedPage = lazyScreen(() =>
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
export const PatientListPage = lazyScreen(() =>
  import('../pages/patients/PatientListPage.tsx').then((module) => module.PatientListPage),
);

/** A nurse's or therapist's caseload. */
export const AssignedPatientsPage = lazyScreen(() =>
  import('../pages/assigned-patients/AssignedPatientsPage.tsx').then((module) => module.AssignedPatientsPage),
);

/** A patient's chart. */
export const PatientChartPage = lazyScreen(() =>
  import('../pages/patient-chart/PatientChartPage.tsx').then((module) => module.PatientChartPage),
);

/** Profile: who is signed in, password change and two-factor authentication. */
export const ProfilePage = lazyScreen(() =>
  import('../pages/profile/ProfilePage.tsx').then((module) => module.ProfilePage),
);

/** Settings: active sessions and what "Remember me" keeps. */
export const SettingsPage = lazyScreen(() =>
  import('../pages/settings/SettingsPage.tsx').then((module) => module.SettingsPage),
);

/** System alerts (administrators). */
export const SystemAlertsPage = lazyScreen(() =>
  import('../pages/system-alerts/SystemAlertsPage.tsx').then((module) => module.SystemAlertsPage),
);

/** The audit log (administrators). */
export const AuditLogPage = lazyScreen(() =>
  import('../pages/audit-log/AuditLogPage.tsx').then((module) => module.AuditLogPage),
);

/** Security monitoring (administrators). */
export const SecurityPage = lazyScreen(() =>
  import('../pages/security/SecurityPage.tsx').then((module) => module.SecurityPage),
);

/** User management (administrators). */
export const UsersPage = lazyScreen(() =>
  import('../pages/users/UsersPage.tsx').then((module) => module.UsersPage),
);

/** Patient assignments (administrators). */
export const AssignmentsPage = lazyScreen(() =>
  import('../pages/assignments/AssignmentsPage.tsx').then((module) => module.AssignmentsPage),
);

/** Clinical documentation (nurses, therapists, administrators). */
export const ClinicalNotesPage = lazyScreen(() =>
  import('../pages/clinical-notes/ClinicalNotesPage.tsx').then((module) => module.ClinicalNotesPage),
);

/** Vital signs (nurses, administrators). */
export const VitalSignsPage = lazyScreen(() =>
  import('../pages/vital-signs/VitalSignsPage.tsx').then((module) => module.VitalSignsPage),
);

/** Patient documents. */
export const DocumentsPage = lazyScreen(() =>
  import('../pages/documents/DocumentsPage.tsx').then((module) => module.DocumentsPage),
);

/** A document's information sheet, opened in its own window to print. */
export const DocumentPrintPage = lazyScreen(() =>
  import('../pages/documents/DocumentPrintPage.tsx').then((module) => module.DocumentPrintPage),
);

/** Transportation Management: routes, the driver's controls, handoffs. */
export const TransportationPage = lazyScreen(() =>
  import('../pages/transportation/TransportationPage.tsx').then((module) => module.TransportationPage),
);

/** My Children (parents). */
export const MyChildrenPage = lazyScreen(() =>
  import('../pages/my-children/MyChildrenPage.tsx').then((module) => module.MyChildrenPage),
);

/** Messages: secure conversations between parents and care teams. */
export const MessagesPage = lazyScreen(() =>
  import('../pages/messages/MessagesPage.tsx').then((module) => module.MessagesPage),
);

/** A child's daily report (parents, nurses, administrators). */
export const DailyReportPage = lazyScreen(() =>
  import('../pages/my-children/DailyReportPage.tsx').then((module) => module.DailyReportPage),
);

/** End of Day Reports. */
export const ReportsPage = lazyScreen(() =>
  import('../pages/reports/ReportsPage.tsx').then((module) => module.ReportsPage),
);
/** Billing: claims and the facility's billing settings. */
export const BillingPage = lazyScreen(() =>
  import('../pages/billing/BillingPage.tsx').then((module) => module.BillingPage),
);
