import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_SNIFF_BYTES,
  MESSAGES,
  documentContentProblem,
  documentFileProblem,
  type DocumentCategory,
} from '@carenest/core';
import { useUploadDocument } from '../../api/documents.ts';
import { usePatientOptions } from '../../api/patient-options.ts';
import { notifyError } from '../../notifications/notify.ts';
import { FileDropArea } from './FileDropArea.tsx';
import { submitForm } from '../../forms/submit-form.ts';

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({
  value,
  label: DOCUMENT_CATEGORY_LABELS[value],
}));

/** The same checks as the server, before sending: size, name, extension, then the file's first bytes. */
async function checkFile(file: File): Promise<string | undefined> {
  const problem = documentFileProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, DOCUMENT_SNIFF_BYTES).arrayBuffer());
  return documentContentProblem(file.name, head);
}

/**
 * Upload Document: patient (required; fixed inside a chart), category, the file area with the 10 MB note
 * and a Remove control, and the security notice. Upload stays disabled until a file and a patient are
 * chosen; a refused file shows the spec's sentence at once.
 */
export function UploadDocumentDialog({
  isOpen,
  fixedPatientId,
  onClose,
}: {
  isOpen: boolean;
  fixedPatientId?: string;
  onClose: () => void;
}) {
  const [patientId, setPatientId] = useState<string | null>(fixedPatientId ?? null);
  const [category, setCategory] = useState<DocumentCategory>('medical_records');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const patients = usePatientOptions('all', isOpen && !fixedPatientId);
  const upload = useUploadDocument();

  const close = () => {
    setFile(null);
    setFileError(undefined);
    setPatientId(fixedPatientId ?? null);
    upload.reset();
    onClose();
  };
  const choose = async (chosen: File) => {
    setFile(chosen);
    const problem = await checkFile(chosen);
    setFileError(problem);
    if (problem) notifyError(problem);
  };

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title="Upload Document"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file && patientId && !fileError)
            void submitForm({
              write: () => upload.mutateAsync({ patientId, category, file }),
              success: MESSAGES.documentUploaded,
              onSuccess: close,
              failure: MESSAGES.documentUploadFailed,
              showFailure: (message) => {
                setFileError(message);
                notifyError(message);
              },
            });
        }}
      >
        <Stack gap="md">
          {fixedPatientId ? null : (
            <Select
              label="Patient"
              placeholder={patients.isPending ? 'Loading patients…' : 'Select a patient'}
              data={patients.data ?? []}
              value={patientId}
              onChange={setPatientId}
              searchable
              required
              error={patients.isError ? MESSAGES.failedToLoadPatients : undefined}
            />
          )}
          <Select
            label="Category"
            data={CATEGORY_OPTIONS}
            value={category}
            onChange={(value) => setCategory((value as DocumentCategory | null) ?? 'medical_records')}
            allowDeselect={false}
          />
          <FileDropArea
            file={file}
            error={fileError}
            onChoose={(chosen) => void choose(chosen)}
            onRemove={() => {
              setFile(null);
              setFileError(undefined);
            }}
          />
          <Alert variant="light" color="blue" icon={<IconShieldLock aria-hidden />} title="Security notice">
            <Text fz="sm">
              Files are checked for their type, scanned for viruses and stored encrypted (AES-256). Every
              view, download and print is recorded in the document's access history.
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!file || !patientId || Boolean(fileError)}
              loading={upload.isPending}
            >
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
