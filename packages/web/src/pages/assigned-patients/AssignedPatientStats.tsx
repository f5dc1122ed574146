import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { AssignedPatient } from '@carenest/core';
import { countAssignedPatients } from './assigned-patient-filters.ts';

/** The four stat cards of the caseload: total assigned, active, with allergies, on medications. */
export function AssignedPatientStats({ patients }: { patients: AssignedPatient[] }) {
  const counts = countAssignedPatients(patients);
  const cards = [
    { label: 'Total assigned', value: counts.total },
    { label: 'Active', value: counts.active },
    { label: 'With allergies', value: counts.withAllergies },
    { label: 'On medications', value: counts.onMedications },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="md" p="md">
          <Text fz="sm" c="dimmed" fw={600}>
            {card.label}
          </Text>
          <Text fz={30} fw={700} lh={1.3}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Placeholders of the stat cards while the caseload loads. */
export function AssignedPatientStatsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={92} radius="md" />
      ))}
    </SimpleGrid>
  );
}
