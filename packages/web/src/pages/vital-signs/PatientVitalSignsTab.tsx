import { lazy, Suspense, useState } from 'react';
import { Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  MESSAGES,
  VITAL_PERIODS,
  VITAL_PERIOD_LABELS,
  vitalSignsPolicy,
  type VitalPeriod,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useVitalParameters } from '../../api/vital-parameters.ts';
import { useVitalSignsTrend } from '../../api/vital-signs.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { VitalParametersCard } from './VitalParametersCard.tsx';
import { VitalSignsScreen } from './VitalSignsScreen.tsx';

/** The charts load on demand: recharts is large. */
const VitalTrendCharts = lazy(() =>
  import('./VitalTrendCharts.tsx').then((module) => ({ default: module.VitalTrendCharts })),
);

/** The trends of one patient over the chosen period (30 days by default). */
function VitalTrends({ patientId }: { patientId: string }) {
  const [period, setPeriod] = useState<VitalPeriod>('month');
  const trend = useVitalSignsTrend(patientId, period);
  const parameters = useVitalParameters(patientId);
  const childRanges = Object.fromEntries(
    (parameters.data?.entries ?? []).flatMap((entry) =>
      entry.order ? [[entry.measurement, { low: entry.order.notifyLow, high: entry.order.notifyHigh }]] : [],
    ),
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="vital-trends-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} fz="xl" id="vital-trends-heading">
          Trends
        </Title>
        <NativeSelect
          label="Trend period"
          data={VITAL_PERIODS.map((value) => ({ value, label: VITAL_PERIOD_LABELS[value] }))}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value as VitalPeriod)}
          data-print="hide"
        />
      </Group>
      {trend.isPending ? <Skeleton height={220} radius="md" aria-label="Loading trends" /> : null}
      {trend.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadVitalSigns}
          message={describeError(trend.error)}
          onRetry={() => void trend.refetch()}
          isRetrying={trend.isFetching}
        />
      ) : null}
      {trend.data ? (
        <Suspense fallback={<Skeleton height={220} radius="md" aria-label="Loading charts" />}>
          <VitalTrendCharts
            records={trend.data.items}
            timeZone={trend.data.timeZone}
            childRanges={childRanges}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/**
 * The chart's Vital Signs tab: the child's alert parameters, trend charts per measure with the range that
 * applies to the child shaded and alerts marked, then the vital signs screen scoped to the patient. Therapists and parents, who do not see vital signs,
 * are told so.
 */
export function PatientVitalSignsTab({ patientId }: { patientId: string }) {
  const user = useSignedInUser();
  if (!vitalSignsPolicy.canRead(policyActorOf(user))) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text>{MESSAGES.vitalSignsRestricted}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xl">
      <VitalParametersCard patientId={patientId} />
      <VitalTrends patientId={patientId} />
      <VitalSignsScreen patientId={patientId} />
    </Stack>
  );
}
