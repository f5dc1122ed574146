import { Link, useLocation } from 'react-router';
import { NavLink, Stack } from '@mantine/core';
import { navigationFor, type Role } from '@carenest/core';
import { NAVIGATION_ICONS } from './navigation-icons.ts';

/** Whether the current path belongs to a navigation entry (the entry itself or a screen below it). */
function isPathActive(currentPath: string, entryPath: string): boolean {
  return currentPath === entryPath || currentPath.startsWith(`${entryPath}/`);
}

/** The navigation entries the role may open (core's `navigationFor`), marking the current one. */
export function NavigationMenu({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {navigationFor(role).map((entry) => {
        const EntryIcon = NAVIGATION_ICONS[entry.path];
        const isActive = isPathActive(pathname, entry.path);
        return (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={entry.label}
            leftSection={EntryIcon ? <EntryIcon size={20} stroke={1.6} aria-hidden /> : null}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            fw={isActive ? 600 : 500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
