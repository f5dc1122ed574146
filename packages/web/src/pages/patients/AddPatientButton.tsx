import { Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * The administrators' Add Patient button. Adding patients is not built yet, so the button is shown
 * disabled (still focusable, so its tooltip explains why).
 */
export function AddPatientButton() {
  return (
    <Tooltip label="Adding patients is not yet available" withArrow>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        data-disabled
        aria-disabled
        onClick={(event) => event.preventDefault()}
      >
        Add Patient
      </Button>
    </Tooltip>
  );
}
