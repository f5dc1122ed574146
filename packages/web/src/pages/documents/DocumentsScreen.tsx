import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { DOCUMENT_PAGE_SIZE, MESSAGES, documentPolicy, type DocumentFilter } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useDocuments } from '../../api/documents.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { DocumentDetailDialog } from './DocumentDetailDialog.tsx';
import { DocumentFilters, type DocumentFilterValues } from './DocumentFilters.tsx';
import { DocumentRow } from './DocumentRow.tsx';
import { DocumentStats } from './DocumentStats.tsx';
import { UploadDocumentDialog } from './UploadDocumentDialog.tsx';
import { useDocumentActions } from './use-document-actions.ts';

const PAGE_SIZE = DOCUMENT_PAGE_SIZE.default;

/**
 * The Documents screen, on /documents or inside a chart (`patientId`): stat cards, search and filters,
 * the list a page at a time, Export List (CSV) and Upload Document (nurse, administrator, parent, as the
 * document policy says). While any document is pending its scan, the list refreshes itself so pending
 * turns clean (or infected) on screen.
 */
export function DocumentsScreen({ patientId }: { patientId?: string }) {
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const actions = useDocumentActions();
  const [filters, setFilters] = useState<DocumentFilterValues>({
    search: '',
    patientId: null,
    category: null,
  });
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [openDocumentId, setOpenDocumentId] = useState<string | null>(null);
  const filter: DocumentFilter = {
    search: debouncedSearch || undefined,
    patientId: patientId ?? filters.patientId ?? undefined,
    category: filters.category ?? undefined,
  };
  const documents = useDocuments({ ...filter, page, pageSize: PAGE_SIZE });
  const isFiltered = Boolean(filter.search || filters.patientId || filter.category);
  const changeFilters = (values: DocumentFilterValues) => {
    setFilters(values);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={actions.isExporting}
          onClick={() => void actions.exportList(filter)}
        >
          Export List (CSV)
        </Button>
        {documentPolicy.canUpload(policyActorOf(user)) ? (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setIsUploadOpen(true)}>
            Upload Document
          </Button>
        ) : null}
      </Group>
      <DocumentStats stats={documents.data?.stats} />
      <DocumentFilters values={filters} isPatientFilterShown={!patientId} onChange={changeFilters} />
      {documents.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadDocuments}
          message={describeError(documents.error)}
          onRetry={() => void documents.refetch()}
          isRetrying={documents.isFetching}
        />
      ) : null}
      {documents.isPending ? (
        <Stack gap="sm" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={110} radius="md" />
          ))}
        </Stack>
      ) : null}
      {documents.data?.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text fw={600}>No documents found</Text>
          <Text c="dimmed" fz="sm">
            {isFiltered ? 'Try adjusting your filters.' : 'No documents have been uploaded yet.'}
          </Text>
        </Paper>
      ) : null}
      {documents.data && documents.data.items.length > 0 ? (
        <Stack gap="sm" aria-label="Documents" role="list">
          {documents.data.items.map((document) => (
            <div role="listitem" key={document.id}>
              <DocumentRow
                document={document}
                timeZone={timeZone}
                isPatientShown={!patientId}
                actions={{
                  onView: (chosen) => setOpenDocumentId(chosen.id),
                  onDownload: (chosen) => void actions.download(chosen.id),
                  onPrint: (chosen) => actions.print(chosen.id),
                  isDownloading: actions.isDownloading(document.id),
                }}
              />
            </div>
          ))}
        </Stack>
      ) : null}
      {documents.data ? (
        <Group justify="center">
          <LabelledPagination
            total={documents.data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onChange={setPage}
          />
        </Group>
      ) : null}
      <UploadDocumentDialog
        isOpen={isUploadOpen}
        fixedPatientId={patientId}
        onClose={() => setIsUploadOpen(false)}
      />
      <DocumentDetailDialog
        documentId={openDocumentId}
        timeZone={timeZone}
        onClose={() => setOpenDocumentId(null)}
        onDownload={(documentId) => void actions.download(documentId)}
        onPrint={actions.print}
      />
    </Stack>
  );
}
