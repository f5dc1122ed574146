import { Group, Loader, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconFileTypeDoc,
  IconFileTypeDocx,
  IconFileTypeJpg,
  IconFileTypePdf,
  IconFileTypePng,
  IconLock,
  IconShieldCheck,
  IconVirus,
} from '@tabler/icons-react';
import type { DocumentFileType, DocumentScanStatus } from '@carenest/core';

/** The icon of each file type. */
const FILE_TYPE_ICONS: Record<DocumentFileType, typeof IconFileTypePdf> = {
  pdf: IconFileTypePdf,
  jpeg: IconFileTypeJpg,
  png: IconFileTypePng,
  doc: IconFileTypeDoc,
  docx: IconFileTypeDocx,
};

/** The colour of each file type's icon. */
const FILE_TYPE_COLORS: Record<DocumentFileType, string> = {
  pdf: 'red',
  jpeg: 'grape',
  png: 'grape',
  doc: 'blue',
  docx: 'blue',
};

/** A file-type icon (decorative: the type is also written out). */
export function FileTypeIcon({ fileType }: { fileType: DocumentFileType }) {
  const Icon = FILE_TYPE_ICONS[fileType];
  return (
    <ThemeIcon variant="light" color={FILE_TYPE_COLORS[fileType]} size={40} radius="md" aria-hidden>
      <Icon size={24} />
    </ThemeIcon>
  );
}

/** The words of each scan state. */
export const SCAN_STATUS_LABELS: Record<DocumentScanStatus, string> = {
  pending: 'Virus scan pending',
  clean: 'Virus scan clean',
  infected: 'Infected: quarantined',
};

/** The scan state: a spinner while pending, a green shield when clean, a red virus when infected. */
export function ScanStatusIndicator({ status }: { status: DocumentScanStatus }) {
  const icon =
    status === 'pending' ? (
      <Loader size={14} color="gray" aria-hidden />
    ) : status === 'clean' ? (
      <IconShieldCheck size={16} color="#1d6b34" aria-hidden />
    ) : (
      <IconVirus size={16} color="var(--mantine-color-red-8)" aria-hidden />
    );
  const color = status === 'clean' ? '#1d6b34' : status === 'infected' ? 'red.9' : 'gray.7';
  return (
    <Group gap={4} wrap="nowrap" data-scan-status={status}>
      {icon}
      <Text fz="xs" fw={600} c={color}>
        {SCAN_STATUS_LABELS[status]}
      </Text>
    </Group>
  );
}

/** The encrypted-at-rest mark. */
export function EncryptedIndicator({ isEncrypted }: { isEncrypted: boolean }) {
  if (!isEncrypted) return null;
  return (
    <Tooltip label="Stored encrypted (AES-256-GCM)">
      <Group gap={4} wrap="nowrap" tabIndex={0}>
        <IconLock size={16} color="var(--mantine-color-blue-8)" aria-hidden />
        <Text fz="xs" fw={600} c="blue.9">
          Encrypted
        </Text>
      </Group>
    </Tooltip>
  );
}
