import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { NewFacilityDialog } from './NewFacilityDialog.tsx';

/** The super_admin's New Facility button: it only opens `NewFacilityDialog`. */
export function NewFacilityButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsOpen(true)}>
        New Facility
      </Button>
      <NewFacilityDialog opened={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
