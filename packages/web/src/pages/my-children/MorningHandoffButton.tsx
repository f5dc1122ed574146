import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconSunrise } from '@tabler/icons-react';
import { MorningHandoffDialog } from './MorningHandoffDialog.tsx';

/** The parent's Morning handoff button for one child and the dialog it opens. */
export function MorningHandoffButton({ patientId, childName }: { patientId: string; childName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSunrise size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        Morning handoff
      </Button>
      <MorningHandoffDialog
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        patientId={patientId}
        childName={childName}
      />
    </>
  );
}
