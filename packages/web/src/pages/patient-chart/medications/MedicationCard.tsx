import { useId } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import {
  MEDICATION_ROUTE_LABELS,
  formatCalendarDate,
  type AdministrationEntry,
  type Medication,
} from '@carenest/core';
import { DoseScheduleChips } from './DoseScheduleChips.tsx';
import { FactGrid } from './FactGrid.tsx';
import { RecentAdministrations } from './RecentAdministrations.tsx';

/**
 * One active medication: the prescription (dosage, frequency, route, prescribed by, instructions),
 * today's schedule, the last 3 administrations, and Administer for those who record doses.
 */
export function MedicationCard({
  medication,
  facilityToday,
  timeZone,
  canAdminister,
  canAmend,
  onAdminister,
  onAmend,
  onShowHistory,
}: {
  medication: Medication;
  facilityToday: string;
  timeZone: string;
  canAdminister: boolean;
  canAmend: (entry: AdministrationEntry) => boolean;
  onAdminister: () => void;
  onAmend: (entry: AdministrationEntry) => void;
  onShowHistory: (entry: AdministrationEntry) => void;
}) {
  const headingId = useId();
  const hasDueDose = medication.todaysDoses.some((dose) => dose.status === 'due' || dose.status === 'late');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <IconPill size={22} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />
            <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {medication.name}
            </Title>
          </Group>
          {canAdminister ? (
            <Button
              size="xs"
              onClick={onAdminister}
              variant={hasDueDose ? 'filled' : 'light'}
              aria-label={`Administer ${medication.name}`}
              style={{ flexShrink: 0 }}
            >
              Administer
            </Button>
          ) : null}
        </Group>
        <FactGrid
          facts={[
            { term: 'Dosage', value: medication.dosage },
            { term: 'Frequency', value: medication.frequency },
            { term: 'Route', value: MEDICATION_ROUTE_LABELS[medication.route] },
            { term: 'Prescribed by', value: medication.prescribedBy },
            { term: 'Start date', value: formatCalendarDate(medication.startDate) },
            ...(medication.ndcCode ? [{ term: 'NDC', value: medication.ndcCode }] : []),
          ]}
        />
        {medication.instructions ? (
          <div>
            <Text fz="xs" c="dimmed" fw={600}>
              Instructions
            </Text>
            <Text fz="sm">{medication.instructions}</Text>
          </div>
        ) : null}
        <div>
          <Text fz="xs" c="dimmed" fw={600} mb={4}>
            Today&apos;s schedule
          </Text>
          <DoseScheduleChips medication={medication} facilityToday={facilityToday} timeZone={timeZone} />
        </div>
        <div>
          <Text fz="xs" c="dimmed" fw={600} mb={4}>
            Last administrations
          </Text>
          <RecentAdministrations
            entries={medication.recentAdministrations}
            timeZone={timeZone}
            canAmend={canAmend}
            onAmend={onAmend}
            onShowHistory={onShowHistory}
          />
        </div>
      </Stack>
    </Paper>
  );
}
