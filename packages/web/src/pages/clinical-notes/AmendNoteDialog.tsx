import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  MESSAGES,
  amendClinicalNoteSchema,
  type AmendClinicalNoteFormValues,
  type AmendClinicalNoteInput,
} from '@carenest/core';
import { useAmendClinicalNote } from '../../api/clinical-notes.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';

const FIELDS = ['reason', 'amendmentText'] as const;
const EMPTY_FORM: AmendClinicalNoteFormValues = { reason: '', amendmentText: '' };

/** The amend form of one note. */
function AmendForm({ noteId, onDone }: { noteId: string; onDone: (isSaved: boolean) => void }) {
  const amend = useAmendClinicalNote();
  const form = useForm<AmendClinicalNoteFormValues, unknown, AmendClinicalNoteInput>({
    resolver: zodResolver(amendClinicalNoteSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: (values) => amend.mutateAsync({ noteId, input: values }),
    success: MESSAGES.clinicalNoteAmended,
    onSuccess: () => onDone(true),
    fields: FIELDS,
    failure: MESSAGES.clinicalNoteAmendFailed,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm">
          The note stays as written. The amendment is added with your name, the time and the server&rsquo;s
          digital signature, and the note can no longer be edited inline.
        </Text>
        <TextInput
          label="Reason for amendment"
          withAsterisk
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Textarea
          label="Amendment"
          withAsterisk
          autosize
          minRows={4}
          error={errors.amendmentText?.message}
          {...form.register('amendmentText')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={() => onDone(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Add Amendment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Amend a note: reason and amendment text, both required. `onClose` tells whether an amendment was saved. */
export function AmendNoteDialog({
  noteId,
  onClose,
}: {
  noteId: string | null;
  onClose: (isSaved: boolean) => void;
}) {
  const isWide = useIsWideScreen();
  return (
    <Modal
      opened={noteId !== null}
      onClose={() => onClose(false)}
      title="Amend Clinical Note"
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {noteId ? <AmendForm key={noteId} noteId={noteId} onDone={onClose} /> : null}
    </Modal>
  );
}
