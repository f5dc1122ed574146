import type { Role } from '@carenest/core';
import {
  IconShieldCheck,
  IconStethoscope,
  IconSteeringWheel,
  IconUserCog,
  IconUserHeart,
  IconActivityHeartbeat,
  type TablerIcon,
} from '@tabler/icons-react';

/** An icon for each role, shown on the sign-in role cards. */
export const ROLE_ICONS: Record<Role, TablerIcon> = {
  parent: IconUserHeart,
  nurse: IconStethoscope,
  therapist: IconActivityHeartbeat,
  driver: IconSteeringWheel,
  administrator: IconUserCog,
  super_admin: IconShieldCheck,
};
