import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CLINICAL_NOTE_PAGE_SIZE, MESSAGES, clinicalNotePolicy } from '@carenest/core';
import { useClinicalNotes } from '../../api/clinical-notes.ts';
import { describeError } from '../../api/client.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { AmendNoteDialog } from './AmendNoteDialog.tsx';
import { CreateNoteDialog } from './CreateNoteDialog.tsx';
import { NoteDetailDialog } from './NoteDetailDialog.tsx';
import { NoteFilterBar, type NoteFilters } from './NoteFilterBar.tsx';
import { NoteList } from './NoteList.tsx';

const TITLE = 'Clinical Notes';
const PAGE_SIZE = CLINICAL_NOTE_PAGE_SIZE.default;

/**
 * Clinical documentation (/clinical-notes): search and type filter, the notes of the patients the user may
 * see with the first 16 characters of their hash, the detail window (verification, versions, amendments,
 * the author's inline edit), New Note for users who may create (also opened by ?new=1 from the dashboard)
 * and Amend for users who may amend.
 */
export function ClinicalNotesPage() {
  usePageTitle(TITLE);
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const canCreate = clinicalNotePolicy.canCreate(policyActorOf(user));
  const [searchParameters, setSearchParameters] = useSearchParams();
  const [filters, setFilters] = useState<NoteFilters>({ search: '', type: 'all' });
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const [openNoteId, setOpenNoteId] = useState<string | null>(null);
  const [amendingNoteId, setAmendingNoteId] = useState<string | null>(null);

  const isNewNoteAsked = searchParameters.get('new') === '1';
  useEffect(() => {
    if (!isNewNoteAsked) return;
    if (canCreate) setIsCreating(true);
    setSearchParameters({}, { replace: true });
  }, [isNewNoteAsked, canCreate, setSearchParameters]);

  const query = { search: filters.search || undefined, type: filters.type, page, pageSize: PAGE_SIZE };
  const notes = useClinicalNotes(query);
  const data = notes.data;
  const isFiltered = filters.search !== '' || filters.type !== 'all';

  return (
    <Stack gap="md">
      <PageHeader
        title={TITLE}
        subtitle="Signed notes with their amendments; every note's integrity is checked when it is opened."
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
              New Note
            </Button>
          ) : null
        }
      />
      <NoteFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {notes.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadClinicalNotes}
          message={describeError(notes.error)}
          onRetry={() => void notes.refetch()}
          isRetrying={notes.isFetching}
        />
      ) : null}
      {notes.isPending ? <Skeleton height={320} radius="md" aria-hidden /> : null}
      {data && data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyListMessage>
            {isFiltered ? 'No clinical notes match your search' : 'No clinical notes have been written yet'}
          </EmptyListMessage>
        </Paper>
      ) : null}
      {data && data.items.length > 0 ? (
        <NoteList notes={data.items} timeZone={timeZone} onOpen={setOpenNoteId} />
      ) : null}
      {data ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {data.total} {data.total === 1 ? 'note' : 'notes'}
          </Text>
          <LabelledPagination total={data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
        </Group>
      ) : null}
      <CreateNoteDialog
        opened={isCreating}
        role={user.role}
        onClose={() => setIsCreating(false)}
        onCreated={(note) => {
          setIsCreating(false);
          setOpenNoteId(note.id);
        }}
      />
      <NoteDetailDialog
        noteId={openNoteId}
        user={user}
        timeZone={timeZone}
        onClose={() => setOpenNoteId(null)}
        onAmend={(noteId) => {
          setOpenNoteId(null);
          setAmendingNoteId(noteId);
        }}
      />
      <AmendNoteDialog
        noteId={amendingNoteId}
        onClose={(isSaved) => {
          if (isSaved) setOpenNoteId(amendingNoteId);
          setAmendingNoteId(null);
        }}
      />
    </Stack>
  );
}
