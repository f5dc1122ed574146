import { useId } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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

/** What a card's order buttons do: change it, discontinue it, show its versions. */
export interface OrderActions {
  canChange: boolean;
  onChange: () => void;
  onDiscontinue: () => void;
  onShowVersions: () => void;
}

/**
 * One active medication: the prescription (dosage, frequency, route, prescribed by, instructions; controlled
 * and its order version), today's schedule, the last 3 administrations, Administer for those who record
 * doses, and Change order and Discontinue for the child's nurses and administrators.
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
  order,
}: {
  medication: Medication;
  facilityToday: string;
  timeZone: string;
  canAdminister: boolean;
  canAmend: (entry: AdministrationEntry) => boolean;
  onAdminister: () => void;
  onAmend: (entry: AdministrationEntry) => void;
  onShowHistory: (entry: AdministrationEntry) => void;
  order: OrderActions;
}) {
  const headingId = useId();
  const hasDueDose = medication.todaysDoses.some((dose) => dose.status === 'due' || dose.status === 'late');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <IconPill size={22} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {medication.name}
              </Title>
              {medication.isControlled ? (
                <Badge color="grape" variant="light" size="sm">
                  Controlled: witness required
                </Badge>
              ) : null}
            </Stack>
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
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={order.onShowVersions}
            aria-label={`Order history of ${medication.name}`}
          >
            Order history (version {medication.version})
          </Button>
          {order.canChange ? (
            <>
              <Button
                variant="light"
                size="compact-sm"
                onClick={order.onChange}
                aria-label={`Change order of ${medication.name}`}
              >
                Change order
              </Button>
              <Button
                variant="light"
                color="red"
                size="compact-sm"
                onClick={order.onDiscontinue}
                aria-label={`Discontinue ${medication.name}`}
              >
                Discontinue
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
