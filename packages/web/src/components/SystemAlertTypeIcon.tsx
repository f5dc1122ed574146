import { ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconInfoCircle, type TablerIcon } from '@tabler/icons-react';
import type { SystemAlert } from '@carenest/core';

const TYPE_ICONS: Record<SystemAlert['type'], { icon: TablerIcon; color: string }> = {
  error: { icon: IconAlertCircle, color: 'red' },
  warning: { icon: IconAlertTriangle, color: 'orange' },
  info: { icon: IconInfoCircle, color: 'blue' },
};

/** The icon of a system alert's type (error, warning, info); its name is read out with the alert. */
export function SystemAlertTypeIcon({ type }: { type: SystemAlert['type'] }) {
  const { icon: TypeIcon, color } = TYPE_ICONS[type];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size="lg" title={type} aria-label={type} role="img">
      <TypeIcon size={18} aria-hidden />
    </ThemeIcon>
  );
}
