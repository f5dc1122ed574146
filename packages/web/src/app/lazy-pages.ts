import { lazy } from 'react';

// Every screen and the signed-in layout load on demand, so the sign-in route downloads only what it needs.

/** The sign-in screen. */
export const LoginPage = lazy(() =>
  import('../pages/login/LoginPage.tsx').then((module) => ({ default: module.LoginPage })),
);

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

/** Access Denied. */
export const UnauthorizedPage = lazy(() =>
  import('../pages/unauthorized/UnauthorizedPage.tsx').then((module) => ({
    default: module.UnauthorizedPage,
  })),
);

/** The signed-in layout shell. */
export const AppLayout = lazy(() =>
  import('../layout/AppLayout.tsx').then((module) => ({ default: module.AppLayout })),
);

/** The dashboard. */
export const DashboardPage = lazy(() =>
  import('../pages/dashboard/DashboardPage.tsx').then((module) => ({ default: module.DashboardPage })),
);

/** The patient list (All Patients, My Children). */
export const PatientListPage = lazy(() =>
  import('../pages/patients/PatientListPage.tsx').then((module) => ({ default: module.PatientListPage })),
);

/** A patient's chart. */
export const PatientChartPage = lazy(() =>
  import('../pages/patient-chart/PatientChartPage.tsx').then((module) => ({
    default: module.PatientChartPage,
  })),
);

/** Profile and Settings. */
export const AccountPage = lazy(() =>
  import('../pages/account/AccountPage.tsx').then((module) => ({ default: module.AccountPage })),
);

/** Screens whose feature has not been built yet. */
export const ComingSoonPage = lazy(() =>
  import('../pages/coming-soon/ComingSoonPage.tsx').then((module) => ({ default: module.ComingSoonPage })),
);
