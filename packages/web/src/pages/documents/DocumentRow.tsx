import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconPrinter } from '@tabler/icons-react';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_FILE_TYPE_LABELS,
  documentPolicy,
  formatDateTime,
  type DocumentSummary,
} from '@carenest/core';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EncryptedIndicator, FileTypeIcon, ScanStatusIndicator } from './document-icons.tsx';
import { formatFileSize } from './document-format.ts';

/** What a row's buttons do. */
export interface DocumentRowActions {
  onView: (document: DocumentSummary) => void;
  onDownload: (document: DocumentSummary) => void;
  onPrint: (document: DocumentSummary) => void;
  isDownloading: boolean;
}

/**
 * One document: file-type icon, name, category badge, scan status, encrypted mark, patient, uploaded by,
 * date, type, size and access count, with View, Download (when the document policy opens its content:
 * once clean) and Print.
 */
export function DocumentRow({
  document,
  timeZone,
  isPatientShown,
  actions,
}: {
  document: DocumentSummary;
  timeZone: string;
  isPatientShown: boolean;
  actions: DocumentRowActions;
}) {
  const actor = policyActorOf(useSignedInUser());
  const canDownload = documentPolicy.canOpenContent(actor, { scanStatus: document.virusScanStatus });
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={document.fileName}>
      <Group align="flex-start" wrap="wrap" gap="md">
        <FileTypeIcon fileType={document.fileType} />
        <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {document.fileName}
            </Text>
            <Badge variant="light" color="indigo" size="sm">
              {DOCUMENT_CATEGORY_LABELS[document.category]}
            </Badge>
          </Group>
          <Group gap="md" wrap="wrap">
            <ScanStatusIndicator status={document.virusScanStatus} />
            <EncryptedIndicator isEncrypted={document.isEncrypted} />
          </Group>
          <Text fz="sm" c="dimmed">
            {isPatientShown ? `${document.patientName} · ` : ''}Uploaded by {document.uploadedBy} on{' '}
            {formatDateTime(new Date(document.uploadedAt), timeZone)}
          </Text>
          <Text fz="sm" c="dimmed">
            {DOCUMENT_FILE_TYPE_LABELS[document.fileType]} · {formatFileSize(document.fileSize)} · Accessed{' '}
            {document.accessCount} {document.accessCount === 1 ? 'time' : 'times'}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" ml="auto">
          <Tooltip label="View details">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`View ${document.fileName}`}
              onClick={() => actions.onView(document)}
            >
              <IconEye size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={canDownload ? 'Download' : 'Available once the virus scan is clean'}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Download ${document.fileName}`}
              disabled={!canDownload}
              loading={actions.isDownloading}
              onClick={() => actions.onDownload(document)}
            >
              <IconDownload size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Print information sheet">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Print ${document.fileName}`}
              onClick={() => actions.onPrint(document)}
            >
              <IconPrinter size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
