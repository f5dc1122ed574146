import type { Role } from './roles.ts';

/** Who may open a screen: every signed-in user, or a list of roles. */
export type RouteAccess = 'signed-in' | readonly Role[];

/** The spec's route table (part 1, section 2) for the signed-in screens. */
export const ROUTE_ACCESS = {
  '/dashboard': 'signed-in',
  '/assigned-patients': ['nurse', 'therapist'],
  '/patients': ['administrator', 'super_admin'],
  '/patients/:patientId': ['nurse', 'therapist', 'administrator', 'super_admin', 'parent'],
  '/my-children': ['parent'],
  '/my-children/:patientId/daily-report/:date': ['parent', 'nurse', 'administrator'],
  '/clinical-notes': ['nurse', 'therapist', 'administrator'],
  '/vital-signs': ['nurse', 'administrator'],
  '/documents': ['nurse', 'therapist', 'administrator', 'parent'],
  '/messages': ['parent', 'nurse', 'therapist', 'administrator'],
  '/transportation': ['driver', 'administrator', 'parent'],
  '/billing': ['administrator', 'super_admin'],
  '/reports': ['administrator', 'super_admin'],
  '/users': ['administrator', 'super_admin'],
  '/assignments': ['administrator', 'super_admin'],
  '/profile': 'signed-in',
  '/settings': 'signed-in',
  '/system-alerts': ['administrator', 'super_admin'],
  // Beyond the spec's table: the audit and security screens its monitoring rules describe (not in the menu).
  '/audit-log': ['administrator', 'super_admin'],
  '/security': ['administrator', 'super_admin'],
  '/facility': ['administrator', 'super_admin'],
  '/emergency': ['nurse', 'administrator', 'super_admin'],
  '/incidents': ['nurse', 'administrator', 'super_admin'],
  // Staffing (Texas 26 TAC §550.410, §550.417): the ratio, its log, shifts and timecards; a staff member's page.
  '/staffing': ['administrator'],
  '/users/:userId': ['administrator', 'super_admin'],
} as const satisfies Record<string, RouteAccess>;

/** The screens anyone may open, signed in or not: the spec's public routes and the password-reset screens. */
const PUBLIC_SCREEN_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/unauthorized',
  '/setup',
]);

/** Whether a path (without its query string) is one of the public screens. */
export function isPublicScreenPath(pathname: string): boolean {
  return PUBLIC_SCREEN_PATHS.has(pathname);
}

/** A path pattern of the route table. */
export type AppRoute = keyof typeof ROUTE_ACCESS;

/** Whether `role` may open the screen at `route`. */
export function canAccessRoute(role: Role, route: AppRoute): boolean {
  const access: RouteAccess = ROUTE_ACCESS[route];
  return access === 'signed-in' || access.includes(role);
}

/** One entry of the navigation menu. */
export interface NavigationEntry {
  label: string;
  path: AppRoute;
  roles: RouteAccess;
}

/** The spec's navigation entries by role (part 1, "Layout and navigation"), in menu order. */
export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { label: 'Dashboard', path: '/dashboard', roles: 'signed-in' },
  { label: 'Assigned Patients', path: '/assigned-patients', roles: ['nurse', 'therapist'] },
  { label: 'All Patients', path: '/patients', roles: ['administrator', 'super_admin'] },
  { label: 'My Children', path: '/my-children', roles: ['parent'] },
  { label: 'Clinical Notes', path: '/clinical-notes', roles: ['nurse', 'therapist', 'administrator'] },
  { label: 'Vital Signs', path: '/vital-signs', roles: ['nurse', 'administrator'] },
  { label: 'Documents', path: '/documents', roles: ['nurse', 'therapist', 'administrator', 'parent'] },
  { label: 'Messages', path: '/messages', roles: ['parent', 'nurse', 'therapist', 'administrator'] },
  { label: 'Transportation', path: '/transportation', roles: ['driver', 'administrator', 'parent'] },
  { label: 'Billing', path: '/billing', roles: ['administrator', 'super_admin'] },
  { label: 'Reports', path: '/reports', roles: ['administrator', 'super_admin'] },
  { label: 'Users', path: '/users', roles: ['administrator', 'super_admin'] },
  { label: 'Assignments', path: '/assignments', roles: ['administrator', 'super_admin'] },
  { label: 'Facility', path: '/facility', roles: ['administrator', 'super_admin'] },
  { label: 'Emergency', path: '/emergency', roles: ['nurse', 'administrator'] },
  { label: 'Incidents', path: '/incidents', roles: ['nurse', 'administrator'] },
  { label: 'Staffing', path: '/staffing', roles: ['administrator'] },
];

/** The navigation entries one role sees, in menu order. */
export function navigationFor(role: Role): NavigationEntry[] {
  return NAVIGATION_ENTRIES.filter((entry) => entry.roles === 'signed-in' || entry.roles.includes(role));
}
