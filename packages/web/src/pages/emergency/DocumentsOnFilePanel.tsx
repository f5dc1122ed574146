import { useState } from 'react';
import { Alert, Badge, Group, Paper, Text } from '@mantine/core';
import {
  EMERGENCY_DOCUMENT_KIND_LABELS,
  MESSAGES,
  formatCalendarDate,
  type EmergencyDocument,
} from '@carenest/core';
import { useEmergencyDocuments } from '../../api/emergency.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { EmergencyDocumentForm } from './EmergencyDocumentForm.tsx';
import { LogEntryButton } from './LogEntryDialog.tsx';
import { LogPanelBody } from './LogPanelBody.tsx';

/** How each expiry standing shows. */
const EXPIRY_BADGES = {
  expired: { color: 'red', label: 'Expired' },
  expiring_soon: { color: 'yellow', label: 'Expires within 30 days' },
  current: { color: 'teal', label: 'Current' },
} as const;

/** One document on file with its dates and expiry standing. */
function DocumentItem({ document }: { document: EmergencyDocument }) {
  const badge = EXPIRY_BADGES[document.expiryState];
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group gap="xs">
        <Text fw={600}>{document.title}</Text>
        <Badge variant="light" color={badge.color}>
          {badge.label}
        </Badge>
      </Group>
      <Text fz="sm" mt={4}>
        {EMERGENCY_DOCUMENT_KIND_LABELS[document.kind]}: issued {formatCalendarDate(document.issuedOn)},
        expires {formatCalendarDate(document.expiresOn)}
      </Text>
      {document.reference ? (
        <Text fz="sm" c="dimmed">
          {document.reference}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The documents on file (the yearly fire inspection of Florida 59A-13.022 among them) with their expiry. */
export function DocumentsOnFilePanel({ canRecord }: { canRecord: boolean }) {
  const [page, setPage] = useState(1);
  const documents = useEmergencyDocuments(page);
  return (
    <PanelCard title="Documents on file">
      {canRecord ? (
        <Group>
          <LogEntryButton
            label="Add document"
            dialogTitle="Add document on file"
            renderForm={(close) => <EmergencyDocumentForm today={documents.data?.today} onDone={close} />}
          />
        </Group>
      ) : null}
      <LogPanelBody
        query={documents}
        what="documents on file"
        empty="No documents on file yet."
        page={page}
        onPage={setPage}
        standing={(answer) =>
          answer.isFireInspectionMissing ? (
            <Alert color="red" variant="light" title="Fire inspection missing">
              {MESSAGES.fireInspectionMissing}
            </Alert>
          ) : null
        }
        renderItem={(document) => <DocumentItem key={document.id} document={document} />}
      />
    </PanelCard>
  );
}
