import { Button, Code, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import {
  MESSAGES,
  clinicalNotePolicy,
  formatDateTime,
  type ClinicalNoteDetail,
  type SessionUser,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useClinicalNote } from '../../api/clinical-notes.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import { InlineNoteEditor } from './InlineNoteEditor.tsx';
import { IntegrityStatus } from './IntegrityStatus.tsx';
import { AmendmentList, VersionHistory } from './NoteHistory.tsx';
import { AmendedBadge, NoteTypeBadge } from './NoteTypeBadge.tsx';

/** The note's current content: editable inline by its author before amendment, read-only otherwise. */
function NoteContent({ note, user }: { note: ClinicalNoteDetail; user: SessionUser }) {
  const isAuthor = note.author.id === user.id;
  const facts = { authorId: note.author.id, isAmended: note.isAmended };
  if (clinicalNotePolicy.canEdit(policyActorOf(user), facts)) {
    return <InlineNoteEditor key={`${note.id}-${note.versionCount}`} note={note} />;
  }
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        Note
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Text>
      {isAuthor && note.isAmended ? (
        <Text fz="xs" c="dimmed">
          {MESSAGES.clinicalNoteEditAfterAmendment}.
        </Text>
      ) : null}
    </Stack>
  );
}

/** The body of the detail window once the note is loaded. */
function NoteDetailBody({
  note,
  user,
  timeZone,
  onAmend,
}: {
  note: ClinicalNoteDetail;
  user: SessionUser;
  timeZone: string;
  onAmend: () => void;
}) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={700} fz="lg">
            {note.patient.name}
          </Text>
          <NoteTypeBadge noteType={note.noteType} />
          {note.isAmended ? <AmendedBadge /> : null}
        </Group>
        <Text fz="sm" c="dimmed">
          Written by {note.author.name} on {formatDateTime(new Date(note.createdAt), timeZone)}
        </Text>
      </Stack>
      <IntegrityStatus note={note} />
      <NoteContent note={note} user={user} />
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        SHA-256 of the current version: <Code fz="xs">{note.hash}</Code>
      </Text>
      <VersionHistory note={note} timeZone={timeZone} />
      <AmendmentList note={note} timeZone={timeZone} />
      {clinicalNotePolicy.canAmend(policyActorOf(user)) ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPencilPlus size={16} aria-hidden />} variant="light" onClick={onAmend}>
            Amend
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * A note's detail: content (inline edit for its author), the server's verification, every version and
 * every amendment, and the Amend button for users holding the amend permission. Each opening is audited.
 */
export function NoteDetailDialog({
  noteId,
  user,
  timeZone,
  onAmend,
  onClose,
}: {
  noteId: string | null;
  user: SessionUser;
  timeZone: string;
  onAmend: (noteId: string) => void;
  onClose: () => void;
}) {
  const isWide = useIsWideScreen();
  const detail = useClinicalNote(noteId);
  return (
    <Modal
      opened={noteId !== null}
      onClose={onClose}
      title="Clinical Note"
      size="xl"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending ? <Loader size="sm" aria-label="Loading the note" /> : null}
      {detail.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadClinicalNote}
          message={describeError(detail.error)}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      ) : null}
      {detail.data ? (
        <NoteDetailBody
          note={detail.data}
          user={user}
          timeZone={timeZone}
          onAmend={() => onAmend(detail.data.id)}
        />
      ) : null}
    </Modal>
  );
}
