import { useState } from 'react';
import { useParams } from 'react-router';
import { Badge, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatCalendarDate, formatTime, MESSAGES, type DailyReport } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useDailyReport } from '../../api/my-children.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { DAILY_REPORT_LABELS, type ReportLanguage } from './daily-report-labels.ts';

/** One section of the report: a heading and its lines, or the sentence for none. */
function Section({ title, empty, lines }: { title: string; empty: string; lines: React.ReactNode[] }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={2} fz="md">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The body of a daily report in one language. */
function ReportBody({ report, language }: { report: DailyReport; language: ReportLanguage }) {
  const words = DAILY_REPORT_LABELS[language];
  const time = (instant: string) => formatTime(new Date(instant), report.timeZone);
  const handover = (entry: DailyReport['arrival']) =>
    entry
      ? [
          time(entry.at),
          entry.source === 'route' ? words.byVan : words.atFrontDesk,
          entry.adultName ? words.withAdult(entry.adultName) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : words.notYet;
  return (
    <Stack gap="md">
      <Group gap="xl" wrap="wrap">
        <Stack gap={0}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {words.arrival}
          </Text>
          <Text>{handover(report.arrival)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {words.departure}
          </Text>
          <Text>{handover(report.departure)}</Text>
        </Stack>
      </Group>
      <Section
        title={words.medications}
        empty={words.noMedications}
        lines={report.medications.map((dose) => (
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" fw={600}>
              {time(dose.at)}
            </Text>
            <Text fz="sm">
              {dose.name} {dose.dose}
            </Text>
            <Badge size="sm" variant="light" color={dose.outcome === 'given' ? 'teal' : 'orange'}>
              {dose.outcome === 'given' ? words.given : words.held}
            </Badge>
            {dose.reason ? <Text fz="sm">({dose.reason})</Text> : null}
          </Group>
        ))}
      />
      <Section
        title={words.vitalSigns}
        empty={words.noVitalSigns}
        lines={report.vitalSigns.map((reading) => (
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" fw={600}>
              {time(reading.at)}
            </Text>
            <Text fz="sm">{reading.summary}</Text>
            <Badge size="sm" variant="light" color={reading.needsAttention ? 'orange' : 'teal'}>
              {reading.needsAttention ? words.followingUp : words.withinRange}
            </Badge>
          </Group>
        ))}
      />
      <Section
        title={words.therapy}
        empty={words.noTherapy}
        lines={report.therapy.map((session) => (
          <Text fz="sm">
            <Text span fw={600}>
              {time(session.at)}
            </Text>{' '}
            {words.sessionWith(session.therapist)}
          </Text>
        ))}
      />
    </Stack>
  );
}

/**
 * A child's daily report (/my-children/:patientId/daily-report/:date): arrival and departure, medications
 * given and held, readings, therapy; in English or Spanish (the browser's language first), printable.
 */
export function DailyReportPage() {
  const { patientId = '', date = '' } = useParams();
  const report = useDailyReport(patientId, date);
  const [language, setLanguage] = useState<ReportLanguage>(navigator.language.startsWith('es') ? 'es' : 'en');
  const words = DAILY_REPORT_LABELS[language];
  usePageTitle(report.data ? words.title(report.data.child.name) : 'Daily report');

  return (
    <Stack gap="md">
      {report.isPending ? <Skeleton height={300} radius="md" aria-label="Loading the daily report" /> : null}
      {report.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadPatients}
          message={describeError(report.error)}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      ) : null}
      {report.data ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0}>
                <Title order={1} fz={{ base: 22, sm: 28 }} lang={language}>
                  {words.title(report.data.child.name)}
                </Title>
                <Text c="dimmed">{formatCalendarDate(report.data.date)}</Text>
              </Stack>
              <Group gap="sm" data-print="hide">
                <SegmentedControl
                  aria-label={words.language}
                  value={language}
                  onChange={(value) => setLanguage(value === 'es' ? 'es' : 'en')}
                  data={[
                    { value: 'en', label: 'English' },
                    { value: 'es', label: 'Español' },
                  ]}
                />
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} aria-hidden />}
                  onClick={() => window.print()}
                >
                  {words.print}
                </Button>
              </Group>
            </Group>
            <div lang={language}>
              <ReportBody report={report.data} language={language} />
            </div>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
