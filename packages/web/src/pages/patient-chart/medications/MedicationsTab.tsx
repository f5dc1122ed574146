import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPills, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  canAddMedication,
  canAdministerMedication,
  canAmendAdministration,
  type AdministrationEntry,
  type Medication,
} from '@carenest/core';
import { describeError } from '../../../api/client.ts';
import { fetchPatientMedications, patientMedicationsQueryKey } from '../../../api/medications.ts';
import { useSignedInUser } from '../../../auth/use-auth.ts';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { AddMedicationDialog } from './AddMedicationDialog.tsx';
import { AdministerDialog } from './AdministerDialog.tsx';
import { AdministrationHistoryDialog } from './AdministrationHistoryDialog.tsx';
import { AmendAdministrationDialog } from './AmendAdministrationDialog.tsx';
import { MedicationCard } from './MedicationCard.tsx';

/** How often the tab reloads, so due, late and missed doses change colour as the clock moves. */
const SCHEDULE_REFRESH_MS = 60_000;

/**
 * The chart's Medications tab: active medications as cards with today's schedule and the last 3
 * administrations; Add Medication and Administer for nurses and administrators (the core rules that
 * the server enforces); Amend for the record's author or an administrator. Times are the facility's.
 */
export function MedicationsTab({ patientId }: { patientId: string }) {
  const user = useSignedInUser();
  const chart = useQuery({
    queryKey: patientMedicationsQueryKey(patientId),
    queryFn: ({ signal }) => fetchPatientMedications(patientId, signal),
    refetchInterval: SCHEDULE_REFRESH_MS,
  });
  const [isAdding, setIsAdding] = useState(false);
  const [administering, setAdministering] = useState<Medication | null>(null);
  const [amending, setAmending] = useState<AdministrationEntry | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const canAdminister = canAdministerMedication(user.role);
  const canAmend = (entry: AdministrationEntry) =>
    canAmendAdministration(user.role, entry.administeredBy.id === user.id);
  const count = chart.data?.medications.length ?? 0;

  return (
    <Stack gap="md" component="section" aria-labelledby="chart-medications-heading">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz="xl" id="chart-medications-heading">
            Medications
          </Title>
          {chart.data ? (
            <Text fz="sm" c="dimmed">
              {count} active medication{count === 1 ? '' : 's'}
            </Text>
          ) : null}
        </div>
        {canAddMedication(user.role) ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
            Add Medication
          </Button>
        ) : null}
      </Group>
      {chart.isPending ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" aria-busy="true" aria-label="Loading medications">
          <Skeleton height={260} radius="md" />
          <Skeleton height={260} radius="md" />
        </SimpleGrid>
      ) : null}
      {chart.isError ? (
        <QueryErrorAlert
          title="The medications could not be loaded"
          message={describeError(chart.error)}
          onRetry={() => void chart.refetch()}
          isRetrying={chart.isFetching}
        />
      ) : null}
      {chart.data && count === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <IconPills size={32} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed">No active medications</Text>
          </Stack>
        </Paper>
      ) : null}
      {chart.data && count > 0 ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {chart.data.medications.map((medication) => (
            <MedicationCard
              key={medication.id}
              medication={medication}
              facilityToday={chart.data.facilityToday}
              timeZone={chart.data.timeZone}
              canAdminister={canAdminister}
              canAmend={canAmend}
              onAdminister={() => setAdministering(medication)}
              onAmend={setAmending}
              onShowHistory={(entry) => setHistoryOf(entry.id)}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {chart.data ? (
        <>
          <AdministerDialog
            medication={administering}
            chart={chart.data}
            onClose={() => setAdministering(null)}
          />
          <AmendAdministrationDialog
            entry={amending}
            patientId={patientId}
            timeZone={chart.data.timeZone}
            onClose={() => setAmending(null)}
          />
          <AdministrationHistoryDialog
            administrationId={historyOf}
            timeZone={chart.data.timeZone}
            onClose={() => setHistoryOf(null)}
          />
        </>
      ) : null}
      <AddMedicationDialog patientId={patientId} opened={isAdding} onClose={() => setIsAdding(false)} />
    </Stack>
  );
}
