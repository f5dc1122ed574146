import { lazy } from 'react';

// Every screen and the signed-in layout load on demand, so the sign-in route downloads only what it needs.

/** The registration screen. */
export const RegisterPage = lazy(() =>
  import('../pages/register/RegisterPage.tsx').then((module) => ({ default: module.RegisterPage })),
);

/** Password help. */
export const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password/ForgotPasswordPage.tsx').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);

/** Setting a new password through a reset link. */
export const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password/ResetPasswordPage.tsx').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);

/** Access Denied. */
export const UnauthorizedPage = lazy(() =>
  import('../pages/unauthorized/UnauthorizedPage.tsx').then((module) => ({
    default: module.UnauthorizedPage,
  })),
);

/** Loads the signed-in layout's chunk (also started early by prefetch-landing.ts). */
export const loadAppLayout = () => import('../layout/AppLayout.tsx');

/** The signed-in layout shell. */
export const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

/** Loads the dashboard's chunk (also started early by prefetch-landing.ts). */
export const loadDashboardPage = () => import('../pages/dashboard/DashboardPage.tsx');

/** The dashboard. */
export const DashboardPage = lazy(() =>
  loadDashboardPage().then((module) => ({ default: module.DashboardPage })),
);

/** The patient list (All Patients, My Children). */
export const PatientListPage = lazy(() =>
  import('../pages/patients/PatientListPage.tsx').then((module) => ({ default: module.PatientListPage })),
);

/** A nurse's or therapist's caseload. */
export const AssignedPatientsPage = lazy(() =>
  import('../pages/assigned-patients/AssignedPatientsPage.tsx').then((module) => ({
    default: module.AssignedPatientsPage,
  })),
);

/** A patient's chart. */
export const PatientChartPage = lazy(() =>
  import('../pages/patient-chart/PatientChartPage.tsx').then((module) => ({
    default: module.PatientChartPage,
  })),
);

/** Profile: who is signed in, password change and two-factor authentication. */
export const ProfilePage = lazy(() =>
  import('../pages/profile/ProfilePage.tsx').then((module) => ({ default: module.ProfilePage })),
);

/** Settings: active sessions and what "Remember me" keeps. */
export const SettingsPage = lazy(() =>
  import('../pages/settings/SettingsPage.tsx').then((module) => ({ default: module.SettingsPage })),
);

/** System alerts (administrators). */
export const SystemAlertsPage = lazy(() =>
  import('../pages/system-alerts/SystemAlertsPage.tsx').then((module) => ({
    default: module.SystemAlertsPage,
  })),
);

/** The audit log (administrators). */
export const AuditLogPage = lazy(() =>
  import('../pages/audit-log/AuditLogPage.tsx').then((module) => ({ default: module.AuditLogPage })),
);

/** Security monitoring (administrators). */
export const SecurityPage = lazy(() =>
  import('../pages/security/SecurityPage.tsx').then((module) => ({ default: module.SecurityPage })),
);

/** User management (administrators). */
export const UsersPage = lazy(() =>
  import('../pages/users/UsersPage.tsx').then((module) => ({ default: module.UsersPage })),
);

/** Patient assignments (administrators). */
export const AssignmentsPage = lazy(() =>
  import('../pages/assignments/AssignmentsPage.tsx').then((module) => ({ default: module.AssignmentsPage })),
);

/** Clinical documentation (nurses, therapists, administrators). */
export const ClinicalNotesPage = lazy(() =>
  import('../pages/clinical-notes/ClinicalNotesPage.tsx').then((module) => ({
    default: module.ClinicalNotesPage,
  })),
);

/** Vital signs (nurses, administrators). */
export const VitalSignsPage = lazy(() =>
  import('../pages/vital-signs/VitalSignsPage.tsx').then((module) => ({ default: module.VitalSignsPage })),
);

/** Patient documents. */
export const DocumentsPage = lazy(() =>
  import('../pages/documents/DocumentsPage.tsx').then((module) => ({ default: module.DocumentsPage })),
);

/** A document's information sheet, opened in its own window to print. */
export const DocumentPrintPage = lazy(() =>
  import('../pages/documents/DocumentPrintPage.tsx').then((module) => ({
    default: module.DocumentPrintPage,
  })),
);

/** Transportation Management: routes, the driver's controls, handoffs. */
export const TransportationPage = lazy(() =>
  import('../pages/transportation/TransportationPage.tsx').then((module) => ({
    default: module.TransportationPage,
  })),
);

/** My Children (parents). */
export const MyChildrenPage = lazy(() =>
  import('../pages/my-children/MyChildrenPage.tsx').then((module) => ({ default: module.MyChildrenPage })),
);

/** Messages: secure conversations between parents and care teams. */
export const MessagesPage = lazy(() =>
  import('../pages/messages/MessagesPage.tsx').then((module) => ({ default: module.MessagesPage })),
);

/** A child's daily report (parents, nurses, administrators). */
export const DailyReportPage = lazy(() =>
  import('../pages/my-children/DailyReportPage.tsx').then((module) => ({ default: module.DailyReportPage })),
);

/** End of Day Reports. */
export const ReportsPage = lazy(() =>
  import('../pages/reports/ReportsPage.tsx').then((module) => ({ default: module.ReportsPage })),
);
/** Billing: claims and the facility's billing settings. */
export const BillingPage = lazy(() =>
  import('../pages/billing/BillingPage.tsx').then((module) => ({ default: module.BillingPage })),
);
