import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPills, IconPlus } from '@tabler/icons-react';
import { medicationPolicy, type AdministrationEntry, type Medication } from '@carenest/core';
import { describeError } from '../../../api/client.ts';
import { usePatientMedications } from '../../../api/medications.ts';
import { policyActorOf } from '../../../auth/policy-actor.ts';
import { useSignedInUser } from '../../../auth/use-auth.ts';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { AddMedicationDialog } from './AddMedicationDialog.tsx';
import { AdministerDialog } from './AdministerDialog.tsx';
import { AdministrationHistoryDialog } from './AdministrationHistoryDialog.tsx';
import { AmendAdministrationDialog } from './AmendAdministrationDialog.tsx';
import { ChangeMedicationDialog } from './ChangeMedicationDialog.tsx';
import { DiscontinueMedicationDialog } from './DiscontinueMedicationDialog.tsx';
import { DiscontinuedMedications } from './DiscontinuedMedications.tsx';
import { MedicationCard } from './MedicationCard.tsx';
import { MedicationOrderHistoryDialog } from './MedicationOrderHistoryDialog.tsx';

/**
 * The chart's Medications tab: active medications as cards with today's schedule and the last 3
 * administrations; Add Medication and Administer for nurses and administrators (the medication policy
 * the server enforces); Amend for the record's author or an administrator; Change order and Discontinue for
 * the child's nurses and administrators; each order's history; the discontinued medications below. Times
 * are the facility's.
 */
export function MedicationsTab({ patientId }: { patientId: string }) {
  const actor = policyActorOf(useSignedInUser());
  const chart = usePatientMedications(patientId);
  const [isAdding, setIsAdding] = useState(false);
  const [administering, setAdministering] = useState<Medication | null>(null);
  const [amending, setAmending] = useState<AdministrationEntry | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [changing, setChanging] = useState<Medication | null>(null);
  const [stopping, setStopping] = useState<Medication | null>(null);
  const [versionsOf, setVersionsOf] = useState<string | null>(null);
  const canChangeOrder = medicationPolicy.canChangeOrder(actor, {
    isOnCareTeam: chart.data?.isOnCareTeam ?? false,
  });
  const canAdminister = medicationPolicy.canAdminister(actor);
  const canAmend = (entry: AdministrationEntry) =>
    medicationPolicy.canAmendAdministration(actor, { administeredBy: entry.administeredBy.id });
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
        {medicationPolicy.canAdd(actor) ? (
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
              order={{
                canChange: canChangeOrder,
                onChange: () => setChanging(medication),
                onDiscontinue: () => setStopping(medication),
                onShowVersions: () => setVersionsOf(medication.id),
              }}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {chart.data ? (
        <DiscontinuedMedications
          medications={chart.data.discontinued}
          timeZone={chart.data.timeZone}
          onShowVersions={setVersionsOf}
        />
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
          <MedicationOrderHistoryDialog
            medicationId={versionsOf}
            timeZone={chart.data.timeZone}
            onClose={() => setVersionsOf(null)}
          />
        </>
      ) : null}
      <AddMedicationDialog patientId={patientId} opened={isAdding} onClose={() => setIsAdding(false)} />
      <ChangeMedicationDialog patientId={patientId} medication={changing} onClose={() => setChanging(null)} />
      <DiscontinueMedicationDialog
        patientId={patientId}
        medication={stopping}
        onClose={() => setStopping(null)}
      />
    </Stack>
  );
}
