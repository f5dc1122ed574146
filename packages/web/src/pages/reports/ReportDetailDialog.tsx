import { Alert, Button, Group, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconDownload, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import {
  API_PATHS,
  MESSAGES,
  formatCalendarDate,
  formatDateTime,
  type EodReportDetail,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useEodReport } from '../../api/eod-reports.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import {
  AttendanceSection,
  MedicationsSection,
  NotesSection,
  VitalSignsSection,
} from './ReportCareSections.tsx';
import { BillingSection, ChildDaysSection, TransportationSection } from './ReportOperationsSections.tsx';
import { ReportSummary } from './ReportSummary.tsx';
import { AccessLog } from './AccessLog.tsx';
import { withReason } from '../../forms/submit-form.ts';
import { useDownload } from '../../hooks/use-download.ts';
import { withQuery } from '../../api/query-string.ts';
import { EodIncidentsSection } from '../incidents/EodIncidentsSection.tsx';

/** Opening a report: its verification, PDF and CSV export, the summary and every section in tabs. */
export function ReportDetailDialog({ reportId, onClose }: { reportId: string | null; onClose: () => void }) {
  const isWide = useIsWideScreen();
  const report = useEodReport(reportId);
  return (
    <Modal
      opened={reportId !== null}
      onClose={onClose}
      size="xl"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        report.data
          ? `End of Day Report — ${formatCalendarDate(report.data.reportDate)}`
          : 'End of Day Report'
      }
    >
      {report.isPending ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton height={60} />
          <Skeleton height={220} />
        </Stack>
      ) : null}
      {report.isError ? (
        <QueryErrorAlert
          title="The report could not be opened"
          message={describeError(report.error)}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      ) : null}
      {report.data ? <ReportContent report={report.data} onNavigate={onClose} /> : null}
    </Modal>
  );
}

function ReportContent({ report, onNavigate }: { report: EodReportDetail; onNavigate: () => void }) {
  const isWide = useIsWideScreen();
  const { download, pendingPath } = useDownload();
  const exportPath = (format: 'pdf' | 'csv') => withQuery(API_PATHS.eodReportExport(report.id), { format });
  const exportAs = (format: 'pdf' | 'csv') =>
    void download({
      path: exportPath(format),
      fallbackName: `eod-report.${format}`,
      success: (file) => `Downloaded ${file.fileName}`,
      failure: withReason(MESSAGES.failedToExportEod),
    });
  const { verification, sections, summary, timeZone } = report;
  const isVerified = verification.problem === null;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {report.facilityName} · generated {formatDateTime(new Date(report.generatedAt), timeZone)} by{' '}
        {report.generatedBy} · {report.status} · kept until {formatCalendarDate(report.retentionDate)}
      </Text>
      <Alert
        color={isVerified ? 'green' : 'red'}
        variant="light"
        icon={isVerified ? <IconShieldCheck aria-hidden /> : <IconShieldX aria-hidden />}
        title={isVerified ? 'Verified' : 'Verification failed'}
      >
        <Text fz="sm">
          {isVerified
            ? 'The contents match the SHA-256 hash and the server’s signature is valid.'
            : verification.problem}
        </Text>
        <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          SHA-256 {report.hash}
        </Text>
      </Alert>
      <Group gap="xs">
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => exportAs(format)}
            loading={pendingPath === exportPath(format)}
            disabled={!isVerified}
          >
            Export {format.toUpperCase()}
          </Button>
        ))}
      </Group>
      <AccessLog entries={report.accessLog} timeZone={timeZone} />
      {sections && summary ? (
        <Tabs defaultValue="summary" keepMounted={false}>
          <Tabs.List style={{ flexWrap: isWide ? 'wrap' : 'nowrap', overflowX: 'auto' }}>
            <Tabs.Tab value="summary">Summary</Tabs.Tab>
            <Tabs.Tab value="children">Child days</Tabs.Tab>
            <Tabs.Tab value="attendance">Attendance</Tabs.Tab>
            <Tabs.Tab value="notes">Notes</Tabs.Tab>
            <Tabs.Tab value="medications">Medications</Tabs.Tab>
            <Tabs.Tab value="vitals">Vital signs</Tabs.Tab>
            <Tabs.Tab value="transport">Transportation</Tabs.Tab>
            <Tabs.Tab value="billing">Billing</Tabs.Tab>
            <Tabs.Tab value="incidents">Incidents</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="summary" pt="md">
            <ReportSummary summary={summary} onNavigate={onNavigate} />
          </Tabs.Panel>
          <Tabs.Panel value="children" pt="md">
            <ChildDaysSection section={sections.childDays} onNavigate={onNavigate} />
          </Tabs.Panel>
          <Tabs.Panel value="attendance" pt="md">
            <AttendanceSection section={sections.attendance} timeZone={timeZone} />
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="md">
            <NotesSection section={sections.clinicalNotes} timeZone={timeZone} />
          </Tabs.Panel>
          <Tabs.Panel value="medications" pt="md">
            <MedicationsSection section={sections.medications} timeZone={timeZone} />
          </Tabs.Panel>
          <Tabs.Panel value="vitals" pt="md">
            <VitalSignsSection section={sections.vitalSigns} />
          </Tabs.Panel>
          <Tabs.Panel value="transport" pt="md">
            <TransportationSection section={sections.transportation} timeZone={timeZone} />
          </Tabs.Panel>
          <Tabs.Panel value="billing" pt="md">
            <BillingSection section={sections.billing} />
          </Tabs.Panel>
          <Tabs.Panel value="incidents" pt="md">
            <EodIncidentsSection
              reportId={report.id}
              sections={sections}
              timeZone={timeZone}
              onNavigate={onNavigate}
            />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Stack>
  );
}
