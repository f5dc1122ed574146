import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { Alert, Button, Container, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_FILE_TYPE_LABELS,
  MESSAGES,
  documentPolicy,
  formatDateTime,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { usePrintDocument } from '../../api/documents.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { FactList } from '../../components/FactList.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { SCAN_STATUS_LABELS } from './document-icons.tsx';
import { formatFileSize } from './document-format.ts';

/** The HIPAA confidentiality footer of every printed sheet. */
export const HIPAA_PRINT_FOOTER =
  'CONFIDENTIAL: This sheet contains protected health information (PHI) protected by HIPAA (45 CFR Parts 160 and 164). ' +
  'Use or disclosure is permitted only for treatment, payment or health care operations. If you received it in error, ' +
  'notify the facility and destroy it.';

/**
 * The document information sheet, opened in its own window by Print (/documents/:documentId/print):
 * the print is recorded once by the server (PRINT_DOCUMENT, access history), the sheet is shown and the
 * browser's print dialog opens, with the HIPAA confidentiality footer. No inline script is needed.
 */
export function DocumentPrintPage() {
  const { documentId = '' } = useParams();
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const hasRequested = useRef(false);
  const sheet = usePrintDocument();
  const canRead = documentPolicy.canRead(policyActorOf(user));
  usePageTitle('Document information sheet');

  useEffect(() => {
    if (hasRequested.current || !canRead) return;
    hasRequested.current = true;
    sheet.mutate(documentId, { onSuccess: () => setTimeout(() => window.print(), 300) });
  }, [documentId, sheet, canRead]);

  if (!canRead) return <Navigate to="/unauthorized" replace />;
  const data = sheet.data;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz={26}>
            Document Information Sheet
          </Title>
          {data ? (
            <Button
              variant="default"
              data-print="hide"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              Print
            </Button>
          ) : null}
        </Group>
        {sheet.isPending ? <Loader size="sm" aria-label="Loading the document" /> : null}
        {sheet.isError ? (
          <Alert color="red" title={MESSAGES.documentPrintFailed}>
            {describeError(sheet.error)}
          </Alert>
        ) : null}
        {data ? (
          <>
            <FactList
              facts={[
                { term: 'File name', value: data.document.fileName },
                { term: 'Patient', value: data.document.patientName },
                { term: 'Medical record number', value: data.document.medicalRecordNumber },
                { term: 'Category', value: DOCUMENT_CATEGORY_LABELS[data.document.category] },
                { term: 'File type', value: DOCUMENT_FILE_TYPE_LABELS[data.document.fileType] },
                { term: 'File size', value: formatFileSize(data.document.fileSize) },
                { term: 'Uploaded by', value: data.document.uploadedBy },
                { term: 'Uploaded', value: formatDateTime(new Date(data.document.uploadedAt), timeZone) },
                { term: 'Encryption', value: data.document.isEncrypted ? 'AES-256-GCM at rest' : 'None' },
                { term: 'Virus scan', value: SCAN_STATUS_LABELS[data.document.virusScanStatus] },
                { term: 'Access count', value: String(data.document.accessCount) },
                { term: 'SHA-256', value: data.document.sha256 },
                { term: 'Printed by', value: data.printedBy },
                { term: 'Printed', value: formatDateTime(new Date(data.printedAt), timeZone) },
              ]}
            />
            <Divider />
            <Text component="footer" fz="xs" c="dimmed" role="contentinfo">
              {HIPAA_PRINT_FOOTER}
            </Text>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
