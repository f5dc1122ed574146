import { useState } from 'react';
import { Button, FileInput, Group, Image, Modal, Stack, Text } from '@mantine/core';
import {
  MESSAGES,
  formatDateTime,
  photoFileProblem,
  type PatientDetail,
  type PhotoProposal,
} from '@carenest/core';
import {
  useDecidePhotoProposal,
  useRemovePatientPhoto,
  useUploadPatientPhoto,
} from '../../api/patient-photos.ts';
import { submitForm } from '../../forms/submit-form.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { PatientPhoto } from '../../components/PatientPhoto.tsx';

/** The proposal waiting for review: the parent's photo, who sent it and when, Accept and Reject. */
function ProposalReview({ patient, proposal }: { patient: PatientDetail; proposal: PhotoProposal }) {
  const decision = useDecidePhotoProposal();
  const timeZone = useTimeZone();
  const decide = (choice: 'accept' | 'reject') =>
    void submitForm({
      write: () => decision.mutateAsync({ patientId: patient.id, decision: choice }),
      success: choice === 'accept' ? MESSAGES.photoProposalAccepted : MESSAGES.photoProposalRejected,
      failure: MESSAGES.photoProposalDecisionFailed,
    });
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <Stack gap="xs" aria-label="Proposed photo" role="group">
      <Text fw={600}>Proposed by {proposal.proposedBy.name}</Text>
      <Text fz="sm" c="dimmed">
        Sent {formatDateTime(new Date(proposal.proposedAt), timeZone)}. The current photo stays until you
        accept this one.
      </Text>
      <Image
        src={proposal.imageUrl}
        alt={`Proposed photo of ${name}`}
        w={128}
        h={128}
        radius="md"
        fit="cover"
      />
      <Group gap="sm">
        <Button onClick={() => decide('accept')} loading={decision.isPending}>
          Accept photo
        </Button>
        <Button variant="default" onClick={() => decide('reject')} loading={decision.isPending}>
          Reject photo
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The child's photo in the chart: the current one, a new JPEG or PNG (up to 5 MB, checked as the server checks
 * it before it is sent), Remove photo, and a parent's proposal to accept or reject.
 */
export function PatientPhotoDialog({
  patient,
  proposal,
  isOpen,
  onClose,
}: {
  patient: PatientDetail;
  proposal: PhotoProposal | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const upload = useUploadPatientPhoto();
  const removal = useRemovePatientPhoto();
  const name = `${patient.firstName} ${patient.lastName}`;
  const close = () => {
    setFile(null);
    setFileError(undefined);
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? photoFileProblem(chosen) : undefined);
  };

  return (
    <Modal opened={isOpen} onClose={close} title="Child's photo" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Group gap="md">
          <PatientPhoto name={name} photoUrl={patient.photoUrl} size={96} />
          <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
            The photo identifies {patient.firstName} at every dose and handoff. Location and camera details
            are removed when it is saved.
          </Text>
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (file && !fileError)
              void submitForm({
                write: () => upload.mutateAsync({ patientId: patient.id, file }),
                success: MESSAGES.photoUploaded,
                onSuccess: close,
                failure: MESSAGES.photoUploadFailed,
                showFailure: setFileError,
              });
          }}
        >
          <Stack gap="sm">
            <FileInput
              label="New photo"
              description="JPEG or PNG, up to 5 MB"
              accept="image/jpeg,image/png"
              value={file}
              onChange={choose}
              error={fileError}
              clearable
            />
            <Group justify="space-between">
              {patient.photoUrl ? (
                <Button
                  variant="subtle"
                  color="red"
                  loading={removal.isPending}
                  onClick={() =>
                    void submitForm({
                      write: () => removal.mutateAsync(patient.id),
                      success: MESSAGES.photoRemoved,
                      onSuccess: close,
                      failure: MESSAGES.photoRemoveFailed,
                    })
                  }
                >
                  Remove photo
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" disabled={!file || Boolean(fileError)} loading={upload.isPending}>
                Save photo
              </Button>
            </Group>
          </Stack>
        </form>
        {proposal ? <ProposalReview patient={patient} proposal={proposal} /> : null}
      </Stack>
    </Modal>
  );
}
