import { useAuth } from '../auth/use-auth.ts';

/** The browser's own time zone, used when the user belongs to no facility. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The time zone every date and time is shown in: the user's facility's, else the browser's. */
export function useTimeZone(): string {
  const { user } = useAuth();
  return user?.facility?.timezone ?? browserTimeZone();
}
