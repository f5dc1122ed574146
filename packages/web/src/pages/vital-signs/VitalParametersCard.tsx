import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  MESSAGES,
  VITAL_BOUNDS,
  ageBandByKey,
  describeLimits,
  todayInZone,
  vitalSignsPolicy,
  type VitalParameterEntry,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useVitalParameters } from '../../api/vital-parameters.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { VitalParameterDialog } from './VitalParameterDialog.tsx';

/** What the badge of a measurement's rule says. */
const RULE_BADGES = {
  child: { label: "Child's order", color: 'blue' },
  facility: { label: 'Facility default', color: 'gray' },
  age_band: { label: 'Facility default (age band)', color: 'gray' },
  none: { label: 'No alert rule', color: 'gray' },
} as const;

/** One measurement: the rule that applies, why, and (for those who may order) the edit button. */
function ParameterRow({
  entry,
  canOrder,
  onEdit,
}: {
  entry: VitalParameterEntry;
  canOrder: boolean;
  onEdit: () => void;
}) {
  const { label } = VITAL_BOUNDS[entry.measurement];
  const badge = RULE_BADGES[entry.appliesFrom];
  const limits = entry.order ?? entry.facilityDefault;
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text fw={700}>{label}</Text>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Group>
          <Text fz="sm">
            {limits
              ? describeLimits(entry.measurement, limits)
              : 'The facility default has no alert rule for this measurement.'}
          </Text>
          {entry.order ? (
            <Text fz="xs" c="dimmed">
              Ordered by {entry.order.orderedBy} on {entry.order.orderedOn}; entered by{' '}
              {entry.order.enteredBy.name}
            </Text>
          ) : entry.suggestion ? (
            <Text fz="xs" c="dimmed">
              Suggested for the child&apos;s age: {describeLimits(entry.measurement, entry.suggestion)}
            </Text>
          ) : null}
        </Stack>
        {canOrder ? (
          <Button
            variant="light"
            onClick={onEdit}
            aria-label={`${entry.order ? 'Edit' : 'Set'} ${label.toLowerCase()} parameters`}
          >
            {entry.order ? 'Edit' : 'Set parameters'}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * The chart's Alert parameters: for each measurement the rule that applies to this child (their
 * physician's order, the facility default, or none) and why, the child's pediatric age band with the source
 * of its suggestions, and for nurses and administrators the dialog to enter, change or remove an order.
 */
export function VitalParametersCard({ patientId }: { patientId: string }) {
  const parameters = useVitalParameters(patientId);
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const [editing, setEditing] = useState<VitalParameterEntry | null>(null);
  const canOrder = vitalSignsPolicy.canOrderParameters(policyActorOf(user));
  const data = parameters.data;
  return (
    <PanelCard title="Alert parameters">
      {parameters.isPending ? <Skeleton height={160} aria-label="Loading alert parameters" /> : null}
      {parameters.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadVitalParameters}
          message={describeError(parameters.error)}
          onRetry={() => void parameters.refetch()}
          isRetrying={parameters.isFetching}
        />
      ) : null}
      {data ? (
        <Stack gap="sm">
          <Text fz="sm">
            {data.ageBand
              ? `Age band: ${data.ageBand.label}. Suggestions from ${data.source}.`
              : "No pediatric age band applies (16 years or older): the facility default is the spec's rule."}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" component="ul" p={0} m={0}>
            {data.entries.map((entry) => (
              <ParameterRow
                key={entry.measurement}
                entry={entry}
                canOrder={canOrder}
                onEdit={() => setEditing(entry)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <VitalParameterDialog
        patientId={patientId}
        entry={editing}
        band={ageBandByKey(data?.ageBand?.key)}
        label={editing ? VITAL_BOUNDS[editing.measurement].label : ''}
        today={todayInZone(new Date(), timeZone)}
        onClose={() => setEditing(null)}
      />
    </PanelCard>
  );
}
