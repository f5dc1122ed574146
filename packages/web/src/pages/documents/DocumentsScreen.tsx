import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, canUploadDocuments, type DocumentListQuery } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { DOCUMENTS_QUERY_KEY, fetchDocuments } from '../../api/documents.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { DocumentDetailDialog } from './DocumentDetailDialog.tsx';
import { DocumentFilters, type DocumentFilterValues } from './DocumentFilters.tsx';
import { DocumentRow } from './DocumentRow.tsx';
import { DocumentStats } from './DocumentStats.tsx';
import { UploadDocumentDialog } from './UploadDocumentDialog.tsx';
import { useDocumentActions } from './use-document-actions.ts';

/** How often the list refreshes while a document waits for its virus scan. */
const PENDING_REFRESH_MS = 1500;

/**
 * The Documents screen, on /documents or inside a chart (`patientId`): stat cards, search and filters,
 * the list, Export List (CSV) and Upload Document (nurse, administrator, parent). While any document is
 * pending its scan, the list refreshes itself so pending turns clean (or infected) on screen.
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
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [openDocumentId, setOpenDocumentId] = useState<string | null>(null);
  const query: DocumentListQuery = {
    search: debouncedSearch || undefined,
    patientId: patientId ?? filters.patientId ?? undefined,
    category: filters.category ?? undefined,
  };
  const documents = useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, query],
    queryFn: ({ signal }) => fetchDocuments(query, signal),
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => item.virusScanStatus === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
  const isFiltered = Boolean(query.search || filters.patientId || query.category);

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={actions.isExporting}
          onClick={() => void actions.exportList(query)}
        >
          Export List (CSV)
        </Button>
        {canUploadDocuments(user.role) ? (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setIsUploadOpen(true)}>
            Upload Document
          </Button>
        ) : null}
      </Group>
      <DocumentStats stats={documents.data?.stats} />
      <DocumentFilters values={filters} isPatientFilterShown={!patientId} onChange={setFilters} />
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
                  isDownloading: actions.downloadingId === document.id,
                }}
              />
            </div>
          ))}
        </Stack>
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
