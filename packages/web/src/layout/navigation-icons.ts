import type { AppRoute } from '@carenest/core';
import {
  IconActivityHeartbeat,
  IconAlertTriangle,
  IconBus,
  IconChartBar,
  IconClipboardList,
  IconFileText,
  IconFirstAidKit,
  IconMessages,
  IconLayoutDashboard,
  IconMoodKid,
  IconNotes,
  IconReceipt,
  IconUserCog,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';

/** The icon beside each navigation entry, by route. */
export const NAVIGATION_ICONS: Partial<Record<AppRoute, TablerIcon>> = {
  '/dashboard': IconLayoutDashboard,
  '/assigned-patients': IconClipboardList,
  '/patients': IconUsersGroup,
  '/my-children': IconMoodKid,
  '/clinical-notes': IconNotes,
  '/vital-signs': IconActivityHeartbeat,
  '/documents': IconFileText,
  '/messages': IconMessages,
  '/transportation': IconBus,
  '/billing': IconReceipt,
  '/reports': IconChartBar,
  '/users': IconUserCog,
  '/assignments': IconUsers,
  '/emergency': IconFirstAidKit,
  '/incidents': IconAlertTriangle,
};
