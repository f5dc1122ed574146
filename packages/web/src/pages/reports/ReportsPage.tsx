import '@mantine/dates/styles.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Progress, Select, Skeleton, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconFileAnalytics, IconRefreshAlert } from '@tabler/icons-react';
import { MESSAGES, eodReportPolicy, todayInZone } from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import {
  useEodFacilities,
  useEodReports,
  useEodStatus,
  useGenerateEodReport,
} from '../../api/eod-reports.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { RestrictedNotice } from '../../components/RestrictedNotice.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { DayBanner, SchedulerBanner } from './ReportBanners.tsx';
import { ReportDetailDialog } from './ReportDetailDialog.tsx';
import { ReportList } from './ReportList.tsx';
import { submitForm, withReason } from '../../forms/submit-form.ts';

/**
 * /reports (administrators): a date, Generate Report and Force Generate, the day banner (overdue, completed,
 * pending), the scheduler banner, the last 30 days' reports and a report's detail with its exports. Others see
 * the spec's restricted sentence. A notification's link (?report=id) opens that report.
 */
export function ReportsPage() {
  usePageTitle('End of Day Reports');
  const user = useSignedInUser();
  const actor = policyActorOf(user);
  const canRead = eodReportPolicy.canRead(actor);
  const facilities = useEodFacilities(canRead);
  const [chosenFacilityId, setChosenFacilityId] = useState<string | null>(null);
  const facility =
    facilities.data?.items.find((item) => item.id === chosenFacilityId) ?? facilities.data?.items[0] ?? null;
  const timeZone = facility?.timeZone ?? user.facility?.timezone ?? 'UTC';
  const today = todayInZone(new Date(), timeZone);
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? today;
  const [searchParameters, setSearchParameters] = useSearchParams();
  const openReportId = searchParameters.get('report');
  const reports = useEodReports(facility?.id ?? null);
  const status = useEodStatus(facility?.id ?? null, date);
  const generate = useGenerateEodReport();
  const isForbidden = facilities.error instanceof ApiError && facilities.error.status === 403;

  if (!canRead || isForbidden)
    return (
      <Stack>
        <PageHeader title="End of Day Reports" />
        <RestrictedNotice message={MESSAGES.eodRestricted} />
      </Stack>
    );

  const openReport = (reportId: string | null) => {
    const next = new URLSearchParams(searchParameters);
    if (reportId) next.set('report', reportId);
    else next.delete('report');
    setSearchParameters(next, { replace: true });
  };
  const run = (isForced: boolean) =>
    void submitForm({
      write: () => generate.mutateAsync({ facilityId: facility?.id, date, force: isForced }),
      success: ({ isExisting }) => (isExisting ? MESSAGES.eodReportExisting : MESSAGES.eodReportGenerated),
      onSuccess: ({ report }) => openReport(report.id),
      failure: withReason(isForced ? MESSAGES.failedToForceGenerateEod : MESSAGES.failedToGenerateEod),
    });
  const canGenerate = eodReportPolicy.canGenerate(actor);
  const isForcing = generate.isPending && generate.variables?.force === true;

  return (
    <Stack gap="md">
      <PageHeader
        title="End of Day Reports"
        subtitle="Each day's care, transport and billing, computed from the records, signed and kept 10 years"
      />
      {facilities.isError ? (
        <QueryErrorAlert
          title="Failed to load facilities"
          message={describeError(facilities.error)}
          onRetry={() => void facilities.refetch()}
          isRetrying={facilities.isFetching}
        />
      ) : null}
      {facilities.data?.items.length === 0 ? (
        <EmptyListMessage>No facility to report on yet.</EmptyListMessage>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        {facilities.data && facilities.data.items.length > 1 ? (
          <Select
            label="Facility"
            data={facilities.data.items.map((item) => ({ value: item.id, label: item.name }))}
            value={facility?.id ?? null}
            onChange={(value) => {
              setChosenFacilityId(value);
              setDate(null);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
          />
        ) : null}
        <DatePickerInput
          label="Report date"
          valueFormat="MM/DD/YYYY"
          value={date}
          onChange={(value) => value && setDate(value)}
          maxDate={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          popoverProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 200 }}
        />
        {canGenerate ? (
          <Group gap="xs" wrap="wrap">
            <Button
              leftSection={<IconFileAnalytics size={16} aria-hidden />}
              onClick={() => run(false)}
              loading={generate.isPending && !isForcing}
              disabled={generate.isPending || facility === null}
            >
              Generate Report
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefreshAlert size={16} aria-hidden />}
              onClick={() => run(true)}
              loading={isForcing}
              disabled={generate.isPending || facility === null}
            >
              Force Generate
            </Button>
          </Group>
        ) : null}
      </Group>
      {generate.isPending ? (
        <Stack gap={4} role="status" aria-live="polite">
          <Progress value={100} animated striped aria-label="Generating the report" />
          <Text fz="sm" c="dimmed">
            Generating the End of Day report: reading the day’s records, checking each child’s day, signing…
          </Text>
        </Stack>
      ) : null}
      {facilities.isPending ? <Skeleton height={120} radius="md" aria-hidden /> : null}
      {facility ? (
        <>
          <DayBanner status={status} onOpen={openReport} />
          <SchedulerBanner status={status} />
          <ReportList reports={reports} timeZone={timeZone} onOpen={openReport} />
        </>
      ) : null}
      <ReportDetailDialog reportId={openReportId} onClose={() => openReport(null)} />
    </Stack>
  );
}
