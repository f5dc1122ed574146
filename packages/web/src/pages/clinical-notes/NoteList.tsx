import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime, type ClinicalNoteSummary } from '@carenest/core';
import { AmendedBadge, NoteTypeBadge } from './NoteTypeBadge.tsx';

/** One note of the list: patient, type, Amended mark, time, a preview, author and the first 16 hash characters. */
function NoteCard({
  note,
  timeZone,
  onOpen,
}: {
  note: ClinicalNoteSummary;
  timeZone: string;
  onOpen: (noteId: string) => void;
}) {
  const writtenAt = formatDateTime(new Date(note.createdAt), timeZone);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={`${note.patient.name}, ${writtenAt}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{note.patient.name}</Text>
            <NoteTypeBadge noteType={note.noteType} />
            {note.isAmended ? <AmendedBadge /> : null}
          </Group>
          <Text fz="sm" c="dimmed">
            {writtenAt}
          </Text>
        </Group>
        <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {note.contentPreview}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="xs" c="dimmed">
            By {note.author.name}
            {note.versionCount > 1 ? ` · ${note.versionCount} versions` : ''} · Hash{' '}
            <Code fz="xs">{note.hashPrefix}</Code>
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen(note.id)}
            aria-label={`View note for ${note.patient.name} written ${writtenAt}`}
          >
            View
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The notes of one page, newest first. */
export function NoteList({
  notes,
  timeZone,
  onOpen,
}: {
  notes: readonly ClinicalNoteSummary[];
  timeZone: string;
  onOpen: (noteId: string) => void;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Clinical notes">
      {notes.map((note) => (
        <NoteCard key={note.id} note={note} timeZone={timeZone} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
