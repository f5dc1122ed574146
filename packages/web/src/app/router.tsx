import { Suspense, type ReactElement } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { ROUTE_ACCESS, type AppRoute } from '@carenest/core';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { RequireRole } from '../auth/RequireRole.tsx';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary.tsx';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { SetupGate } from './SetupGate.tsx';
import {
  AppLayout,
  AssignedPatientsPage,
  AssignmentsPage,
  AuditLogPage,
  BillingPage,
  FacilityPage,
  EmergencyPage,
  IncidentsPage,
  StaffingPage,
  UserDetailPage,
  ClinicalNotesPage,
  DailyReportPage,
  DashboardPage,
  DocumentPrintPage,
  DocumentsPage,
  ForgotPasswordPage,
  MessagesPage,
  MyChildrenPage,
  PatientChartPage,
  PatientListPage,
  ProfilePage,
  RegisterPage,
  ReportsPage,
  ResetPasswordPage,
  SecurityPage,
  SetupPage,
  SettingsPage,
  SystemAlertsPage,
  UnauthorizedPage,
  UsersPage,
  VitalSignsPage,
  TransportationPage,
} from './lazy-pages.ts';

/** The screen of each route of core's route table (every one must have a screen). */
const SIGNED_IN_SCREENS: Record<AppRoute, ReactElement> = {
  '/dashboard': <DashboardPage />,
  '/assigned-patients': <AssignedPatientsPage />,
  '/patients': <PatientListPage title="Active Patients" />,
  '/patients/:patientId': <PatientChartPage />,
  '/my-children': <MyChildrenPage />,
  '/my-children/:patientId/daily-report/:date': <DailyReportPage />,
  '/clinical-notes': <ClinicalNotesPage />,
  '/vital-signs': <VitalSignsPage />,
  '/documents': <DocumentsPage />,
  '/messages': <MessagesPage />,
  '/transportation': <TransportationPage />,
  '/billing': <BillingPage />,
  '/reports': <ReportsPage />,
  '/users': <UsersPage />,
  '/assignments': <AssignmentsPage />,
  '/profile': <ProfilePage />,
  '/settings': <SettingsPage />,
  '/system-alerts': <SystemAlertsPage />,
  '/audit-log': <AuditLogPage />,
  '/security': <SecurityPage />,
  '/facility': <FacilityPage />,
  '/emergency': <EmergencyPage />,
  '/incidents': <IncidentsPage />,
  '/staffing': <StaffingPage />,
  '/users/:userId': <UserDetailPage />,
};

const signedInRoutes: RouteObject[] = (Object.keys(ROUTE_ACCESS) as AppRoute[]).map((route) => ({
  path: route,
  element: <RequireRole route={route}>{SIGNED_IN_SCREENS[route]}</RequireRole>,
}));

/**
 * The app's routes: public screens, then the signed-in layout guarding every route of the table; all of them sent
 * to /setup while the install is not set up.
 */
const routes: RouteObject[] = [
  {
    element: (
      <ScreenErrorBoundary>
        <Suspense fallback={<FullPageLoader />}>
          <SetupGate>
            <Outlet />
          </SetupGate>
        </Suspense>
      </ScreenErrorBoundary>
    ),
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      { path: '/setup', element: <SetupPage /> },
      {
        path: '/',
        element: <RequireAuth />,
        children: [
          { path: '/documents/:documentId/print', element: <DocumentPrintPage /> },
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              ...signedInRoutes,
              { path: '*', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's screens: the route table matched against the browser's address. */
export function AppRoutes() {
  return useRoutes(routes);
}
