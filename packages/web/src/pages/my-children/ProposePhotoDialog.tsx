import { useState } from 'react';
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES, photoFileProblem } from '@carenest/core';
import { useProposePatientPhoto } from '../../api/patient-photos.ts';
import { submitForm } from '../../forms/submit-form.ts';

/**
 * A parent sends a new photo of their child (JPEG or PNG up to 5 MB, checked before it is sent); the care team
 * accepts or rejects it, and until then the chart keeps the current photo.
 */
export function ProposePhotoDialog({
  patientId,
  childName,
  isOpen,
  onClose,
}: {
  patientId: string;
  childName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const proposal = useProposePatientPhoto();
  const close = () => {
    setFile(null);
    setFileError(undefined);
    onClose();
  };
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={`New photo of ${childName}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file && !fileError)
            void submitForm({
              write: () => proposal.mutateAsync({ patientId, file }),
              success: MESSAGES.photoProposalSent,
              onSuccess: close,
              failure: MESSAGES.photoProposalFailed,
              showFailure: setFileError,
            });
        }}
      >
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            The care team uses this photo to recognise your child at every dose and handoff. They review it
            before it replaces the current one; location and camera details are removed.
          </Text>
          <FileInput
            label="Photo"
            description="JPEG or PNG, up to 5 MB"
            accept="image/jpeg,image/png"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(chosen ? photoFileProblem(chosen) : undefined);
            }}
            error={fileError}
            clearable
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!file || Boolean(fileError)} loading={proposal.isPending}>
              Send photo
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
