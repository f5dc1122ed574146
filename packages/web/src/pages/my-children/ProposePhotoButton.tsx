import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { ProposePhotoDialog } from './ProposePhotoDialog.tsx';

/** The parent's New photo button for one child and the dialog it opens. */
export function ProposePhotoButton({ patientId, childName }: { patientId: string; childName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCamera size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        New photo
      </Button>
      <ProposePhotoDialog
        patientId={patientId}
        childName={childName}
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
