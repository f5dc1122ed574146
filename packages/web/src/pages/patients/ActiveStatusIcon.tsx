import { ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

/** The active or inactive icon of a patient row, with its word for screen readers. */
export function ActiveStatusIcon({ isActive }: { isActive: boolean }) {
  const label = isActive ? 'Active' : 'Inactive';
  return (
    <Tooltip label={label} withArrow>
      <ThemeIcon variant="transparent" color={isActive ? 'green' : 'gray'} size="md">
        {isActive ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
        <VisuallyHidden>{label}</VisuallyHidden>
      </ThemeIcon>
    </Tooltip>
  );
}
