import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconShieldX } from '@tabler/icons-react';
import type { MessageAttachment } from '@carenest/core';
import { formatFileSize } from '../documents/document-format.ts';
import { useDocumentActions } from '../documents/use-document-actions.ts';

/**
 * The files a message carries: a clean one downloads (an audited access in the document's history), one still
 * being scanned says so (the conversation refreshes when the scan ends), a quarantined one cannot be opened.
 */
export function MessageAttachmentList({ attachments }: { attachments: MessageAttachment[] }) {
  const actions = useDocumentActions();
  if (attachments.length === 0) return null;
  return (
    <Group
      gap={6}
      mt={6}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Attached files"
    >
      {attachments.map((file) => (
        <li key={file.documentId}>
          {file.virusScanStatus === 'clean' ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={actions.isDownloading(file.documentId)}
              onClick={() => void actions.download(file.documentId)}
              aria-label={`Download ${file.fileName}, ${formatFileSize(file.fileSize)}`}
              styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            >
              {file.fileName}
            </Button>
          ) : file.virusScanStatus === 'pending' ? (
            <Text fz="xs" c="dimmed">
              {file.fileName}: being checked for viruses
            </Text>
          ) : (
            <Group gap={4} wrap="nowrap">
              <IconShieldX size={14} aria-hidden color="var(--mantine-color-red-8)" />
              <Text fz="xs" c="red.8">
                {file.fileName}: quarantined by the virus scan
              </Text>
            </Group>
          )}
        </li>
      ))}
    </Group>
  );
}
