import { useEffect } from 'react';
import { Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_FILE_TYPE_LABELS,
  MESSAGES,
  documentPolicy,
  formatDateTime,
  type DocumentDetail,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useDocument } from '../../api/documents.ts';
import { documentKeys } from '../../api/query-keys.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { FactList } from '../../components/FactList.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { notifyError } from '../../notifications/notify.ts';
import { EncryptedIndicator, ScanStatusIndicator } from './document-icons.tsx';
import { formatFileSize } from './document-format.ts';

/** The labels of the access actions in the history. */
const ACTION_LABELS = { view: 'Viewed', download: 'Downloaded', print: 'Printed' } as const;

/** The access history table: who, what, when and from which address, newest first. */
function AccessHistory({ document, timeZone }: { document: DocumentDetail; timeZone: string }) {
  return (
    <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
      <Table striped fz="sm" aria-label="Access history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>IP address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.accessLog.map((entry, index) => (
            <Table.Tr key={`${entry.accessedAt}-${index}`}>
              <Table.Td>{entry.userName}</Table.Td>
              <Table.Td>{ACTION_LABELS[entry.action]}</Table.Td>
              <Table.Td>{formatDateTime(new Date(entry.accessedAt), timeZone)}</Table.Td>
              <Table.Td>{entry.ipAddress}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * The detail dialog: file information, security status (encryption, scan, SHA-256) and the scrollable
 * access history, with Download (only when clean) and Print. Opening it is recorded as a view.
 */
export function DocumentDetailDialog({
  documentId,
  timeZone,
  onClose,
  onDownload,
  onPrint,
}: {
  documentId: string | null;
  timeZone: string;
  onClose: () => void;
  onDownload: (documentId: string) => void;
  onPrint: (documentId: string) => void;
}) {
  const queryClient = useQueryClient();
  const actor = policyActorOf(useSignedInUser());
  const detail = useDocument(documentId);
  useEffect(() => {
    if (detail.isError) notifyError(MESSAGES.failedToViewDocument);
  }, [detail.isError]);
  useEffect(() => {
    if (detail.isSuccess) void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
  }, [detail.isSuccess, queryClient]);
  const document = detail.data;
  return (
    <Modal
      opened={documentId !== null}
      onClose={onClose}
      title="Document Details"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending ? <Loader size="sm" aria-label="Loading the document" /> : null}
      {detail.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToViewDocument}
          message={describeError(detail.error)}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      ) : null}
      {document ? (
        <Stack gap="md">
          <Stack gap="xs">
            <Title order={3} fz="md">
              File information
            </Title>
            <FactList
              facts={[
                { term: 'File name', value: document.fileName },
                { term: 'Patient', value: document.patientName },
                { term: 'Category', value: DOCUMENT_CATEGORY_LABELS[document.category] },
                { term: 'File type', value: DOCUMENT_FILE_TYPE_LABELS[document.fileType] },
                { term: 'File size', value: formatFileSize(document.fileSize) },
                { term: 'Uploaded by', value: document.uploadedBy },
                { term: 'Uploaded', value: formatDateTime(new Date(document.uploadedAt), timeZone) },
              ]}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="md">
              Security status
            </Title>
            <Group gap="md">
              <EncryptedIndicator isEncrypted={document.isEncrypted} />
              <ScanStatusIndicator status={document.virusScanStatus} />
              <Badge variant="light" color="gray">
                Accessed {document.accessCount} times
              </Badge>
            </Group>
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              SHA-256 {document.sha256}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="md">
              Access history
            </Title>
            <AccessHistory document={document} timeZone={timeZone} />
          </Stack>
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => onPrint(document.id)}
            >
              Print
            </Button>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!documentPolicy.canOpenContent(actor, { scanStatus: document.virusScanStatus })}
              onClick={() => onDownload(document.id)}
            >
              Download
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
