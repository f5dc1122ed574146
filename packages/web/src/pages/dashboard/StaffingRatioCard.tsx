import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { MESSAGES, SHIFT_CREDENTIAL_LABELS } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useStaffingRatio } from '../../api/staffing.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';

/**
 * The administrator's Staff-to-Child Ratio card: the children present, the qualified staff on duty and how many
 * the state's rule requires, met or not (with why), live: every census or staffing event re-reads it.
 */
export function StaffingRatioCard() {
  const ratio = useStaffingRatio();

  return (
    <PanelCard title={MESSAGES.staffingRatioTitle}>
      {ratio.isPending && !ratio.isError ? <Skeleton height={96} radius="md" aria-hidden /> : null}
      {ratio.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadStaffing}
          message={describeError(ratio.error)}
          onRetry={() => void ratio.refetch()}
          isRetrying={ratio.isFetching}
        />
      ) : null}
      {ratio.data ? (
        <Stack gap="xs" aria-live="polite">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="lg">
              {ratio.data.staffOnDuty} staff for {ratio.data.childrenPresent}{' '}
              {ratio.data.childrenPresent === 1 ? 'child' : 'children'}
            </Text>
            <Badge color={ratio.data.met ? 'green' : 'red'}>{ratio.data.met ? 'Met' : 'Not met'}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Required: {ratio.data.required} qualified staff (1 per {ratio.data.rule.childrenPerStaff}{' '}
            children, {ratio.data.rule.citation}
            {ratio.data.rule.isProvisional ? ', provisional figures' : ''})
          </Text>
          {ratio.data.shortfall ? (
            <Text size="sm" c="red">
              {ratio.data.shortfall}
            </Text>
          ) : null}
          {ratio.data.staff.length > 0 ? (
            <Text size="sm">
              On duty:{' '}
              {ratio.data.staff
                .map(
                  (member) =>
                    `${member.name} (${SHIFT_CREDENTIAL_LABELS[member.credential]}${member.isCounted ? '' : ', not counted'})`,
                )
                .join(', ')}
            </Text>
          ) : (
            <Text size="sm">Nobody is clocked in.</Text>
          )}
        </Stack>
      ) : null}
    </PanelCard>
  );
}
