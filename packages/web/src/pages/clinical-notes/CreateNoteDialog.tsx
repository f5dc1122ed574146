import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Switch, Textarea } from '@mantine/core';
import {
  CLINICAL_NOTE_TYPES,
  CLINICAL_NOTE_TYPE_LABELS,
  MESSAGES,
  createClinicalNoteSchema,
  type ClinicalNoteDetail,
  type CreateClinicalNoteFormValues,
  type CreateClinicalNoteInput,
  type Role,
} from '@carenest/core';
import { useCreateClinicalNote } from '../../api/clinical-notes.ts';
import { usePatientOptions } from '../../api/patient-options.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';

const FIELDS = ['patientId', 'noteType', 'content'] as const;
const TYPE_OPTIONS = CLINICAL_NOTE_TYPES.map((value) => ({ value, label: CLINICAL_NOTE_TYPE_LABELS[value] }));

/** The form's starting values: a therapist usually writes therapy notes, everyone else nursing notes. */
function emptyForm(role: Role): CreateClinicalNoteFormValues {
  return {
    patientId: '',
    noteType: role === 'therapist' ? 'therapy_note' : 'nursing_note',
    content: '',
    isSharedWithFamily: false,
  };
}

/**
 * New Note: a patient among those the user may see, the note type (daily assessment offered only here), the
 * content and "Share with family" (the child's parents may then read it). The server signs it with the user as author and its own clock as time.
 */
export function CreateNoteDialog({
  opened,
  role,
  onClose,
  onCreated,
}: {
  opened: boolean;
  role: Role;
  onClose: () => void;
  onCreated: (note: ClinicalNoteDetail) => void;
}) {
  const isWide = useIsWideScreen();
  const patients = usePatientOptions('active', opened);
  const options = patients.data ?? [];
  const create = useCreateClinicalNote();
  const form = useForm<CreateClinicalNoteFormValues, unknown, CreateClinicalNoteInput>({
    resolver: zodResolver(createClinicalNoteSchema),
    defaultValues: emptyForm(role),
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(emptyForm(role));
    onClose();
  };

  const submit = formSubmitHandler(form, {
    write: (values) => create.mutateAsync(values),
    success: MESSAGES.clinicalNoteCreated,
    onSuccess: (note) => {
      form.reset(emptyForm(role));
      onCreated(note);
    },
    fields: FIELDS,
    failure: MESSAGES.clinicalNoteCreateFailed,
  });

  const hasNoPatients = patients.isSuccess && options.length === 0;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="New Clinical Note"
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {patients.isError ? (
            <Alert color="red" variant="light" title={MESSAGES.failedToLoadPatients}>
              Close this window and try again.
            </Alert>
          ) : null}
          {hasNoPatients ? (
            <Alert color="yellow" variant="light" title="No patients to document">
              Notes can be written only for patients assigned to you.
            </Alert>
          ) : null}
          <NativeSelect
            label="Patient"
            withAsterisk
            disabled={!patients.isSuccess}
            data={[
              { value: '', label: patients.isPending ? 'Loading patients…' : 'Select a patient' },
              ...options,
            ]}
            error={errors.patientId?.message}
            {...form.register('patientId')}
          />
          <NativeSelect
            label="Note type"
            withAsterisk
            data={TYPE_OPTIONS}
            error={errors.noteType?.message}
            {...form.register('noteType')}
          />
          <Textarea
            label="Note"
            withAsterisk
            autosize
            minRows={6}
            maxRows={16}
            error={errors.content?.message}
            {...form.register('content')}
          />
          <Switch
            label="Share with family"
            description="The child's parents can read this note"
            error={errors.isSharedWithFamily?.message}
            {...form.register('isSharedWithFamily')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={hasNoPatients}>
              Sign and Save Note
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
