import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconActivityHeartbeat } from '@tabler/icons-react';
import { MESSAGES, VITAL_SIGNS_PAGE_SIZE, vitalSignsPolicy, type VitalSignsRecord } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { usePatientOptions } from '../../api/patient-options.ts';
import { useVitalSigns, vitalSignsExportPath } from '../../api/vital-signs.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { RecordVitalsDialog } from './RecordVitalsDialog.tsx';
import { useExportVitalSigns } from './use-export-vital-signs.ts';
import { VitalSignsActions } from './VitalSignsActions.tsx';
import { VitalSignsDetailDialog } from './VitalSignsDetailDialog.tsx';
import { VitalSignsFilters, type VitalSignsFilterValues } from './VitalSignsFilters.tsx';
import { VitalSignsRecordCard } from './VitalSignsRecordCard.tsx';

const PAGE_SIZE = VITAL_SIGNS_PAGE_SIZE.default;

/**
 * The vital signs screen: header actions by role, filters, the list titled "Vital Signs Records" with its
 * count (loading, error and empty states as the spec words them), the detail dialog and the Record Vital
 * Signs dialog. Inside a chart (`patientId`) it is scoped to that patient and headed at level 2.
 */
export function VitalSignsScreen({ patientId }: { patientId?: string }) {
  const user = useSignedInUser();
  const patients = usePatientOptions('active').data ?? [];
  const [filters, setFilters] = useState<VitalSignsFilterValues>({
    search: '',
    patientId: patientId ?? '',
    period: 'all',
  });
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
  const [isRecording, setIsRecording] = useState(false);
  const [opened, setOpened] = useState<VitalSignsRecord | null>(null);
  const { exportFile, isExporting } = useExportVitalSigns();
  const query = {
    search: debouncedSearch || undefined,
    patientId: filters.patientId || undefined,
    period: filters.period,
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useVitalSigns(query);
  const isFiltered =
    Boolean(query.search) || filters.period !== 'all' || (!patientId && Boolean(filters.patientId));
  const timeZone = list.data?.timeZone ?? user.facility?.timezone ?? 'UTC';
  const actions = (
    <VitalSignsActions
      canRecord={vitalSignsPolicy.canRecord(policyActorOf(user))}
      isExporting={isExporting}
      onExport={(format) => exportFile(vitalSignsExportPath(query, format), format)}
      onRecord={() => setIsRecording(true)}
    />
  );
  const changeFilters = (values: VitalSignsFilterValues) => {
    setFilters(values);
    setPage(1);
  };

  return (
    <Stack gap="md">
      {patientId ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="xl">
            Vital Signs
          </Title>
          {actions}
        </Group>
      ) : (
        <PageHeader title="Vital Signs" actions={actions} />
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-print="hide">
        <VitalSignsFilters
          values={filters}
          patients={patients}
          isPatientFixed={Boolean(patientId)}
          onChange={changeFilters}
        />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="vital-signs-records-heading">
        <Group gap="xs">
          <Title order={patientId ? 3 : 2} fz="lg" id="vital-signs-records-heading">
            Vital Signs Records
          </Title>
          {list.data ? (
            <Badge variant="light" color="gray" aria-label={`${list.data.total} records`}>
              {list.data.total}
            </Badge>
          ) : null}
        </Group>
        {list.isPending ? <Text c="dimmed">Loading vital signs…</Text> : null}
        {list.isError ? (
          <QueryErrorAlert
            title={MESSAGES.failedToLoadVitalSigns}
            message={describeError(list.error)}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : null}
        {list.data && list.data.items.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap={4}>
              <IconActivityHeartbeat size={32} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text fw={600}>{MESSAGES.noVitalSignsFound}</Text>
              <Text c="dimmed" fz="sm">
                {isFiltered ? MESSAGES.vitalSignsFilteredHint : MESSAGES.noVitalSignsRecorded}
              </Text>
            </Stack>
          </Paper>
        ) : null}
        {list.data?.items.map((record) => (
          <VitalSignsRecordCard key={record.id} record={record} timeZone={timeZone} onOpen={setOpened} />
        ))}
        {list.data ? (
          <Group justify="center" data-print="hide">
            <LabelledPagination total={list.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
      <VitalSignsDetailDialog
        record={opened}
        timeZone={timeZone}
        onClose={() => setOpened(null)}
        onExport={exportFile}
      />
      <RecordVitalsDialog
        opened={isRecording}
        onClose={() => setIsRecording(false)}
        patients={patients}
        fixedPatientId={patientId}
      />
    </Stack>
  );
}
