import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { CLINICAL_NOTE_TYPE_LABELS, MESSAGES, formatDateTime } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useClinicalNotes } from '../../api/clinical-notes.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';

/**
 * Care notes for the family on the child's page: the notes the care team shared with the family, newest
 * first, each with its type, author and time (the server answers a parent only those; each read is audited).
 */
export function CareNotesCard({ patientId, timeZone }: { patientId: string; timeZone: string }) {
  const notes = useClinicalNotes({ type: 'all', patientId, page: 1, pageSize: 20 });
  return (
    <PanelCard title="Care notes">
      {notes.isPending ? <Skeleton height={60} aria-label="Loading care notes" /> : null}
      {notes.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadCareNotes}
          message={describeError(notes.error)}
          onRetry={() => void notes.refetch()}
          isRetrying={notes.isFetching}
        />
      ) : null}
      {notes.data && notes.data.items.length === 0 ? (
        <EmptyListMessage>No care notes shared yet</EmptyListMessage>
      ) : null}
      {notes.data && notes.data.items.length > 0 ? (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Care notes">
          {notes.data.items.map((note) => (
            <Paper component="li" key={note.id} withBorder p="sm" radius="md">
              <Text fz="sm" fw={600}>
                {CLINICAL_NOTE_TYPE_LABELS[note.noteType]} · {note.author.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDateTime(new Date(note.createdAt), timeZone)}
              </Text>
              <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {note.contentPreview}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </PanelCard>
  );
}
