import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { CLAIM_LIST_SERVICES_SHOWN, formatDollars, type ClaimSummary } from '@carenest/core';
import { ClaimStatusBadge } from './ClaimStatusBadge.tsx';

/** A service as a chip: code, modifiers and units. */
export function serviceLabel(service: {
  code: string;
  modifiers: readonly string[];
  quantity: number;
}): string {
  const modifiers = service.modifiers.length > 0 ? `-${service.modifiers.join('-')}` : '';
  return `${service.code}${modifiers} × ${service.quantity}`;
}

/**
 * One claim of the list: number, child, insurance, day of service, status and total; the first four services
 * and "+N more"; View Details, and Submit on drafts.
 */
export function ClaimRow({
  claim,
  canSubmit,
  isSubmitting,
  onView,
  onSubmit,
}: {
  claim: ClaimSummary;
  canSubmit: boolean;
  isSubmitting: boolean;
  onView: () => void;
  onSubmit: () => void;
}) {
  const shown = claim.services.slice(0, CLAIM_LIST_SERVICES_SHOWN);
  const more = claim.services.length - shown.length;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{claim.claimNumber}</Text>
            <ClaimStatusBadge status={claim.status} />
          </Group>
          <Text fz="sm">
            {claim.patient.name} · {claim.insuranceName ?? 'No insurance'} · service on {claim.serviceDate}
          </Text>
          <Group gap={6} aria-label="Services">
            {shown.map((service) => (
              <Badge key={service.id} variant="outline" color="gray" radius="sm">
                {serviceLabel(service)}
              </Badge>
            ))}
            {more > 0 ? (
              <Text fz="xs" c="dimmed">
                +{more} more
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Text fw={700} fz="lg">
            {formatDollars(claim.totalCents)}
          </Text>
          {claim.paidCents > 0 ? (
            <Text fz="xs" c="dimmed">
              Paid {formatDollars(claim.paidCents)}
            </Text>
          ) : null}
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={onView}
              aria-label={`View details of ${claim.claimNumber}`}
            >
              View Details
            </Button>
            {claim.status === 'draft' && canSubmit ? (
              <Button
                size="xs"
                leftSection={<IconSend size={14} aria-hidden />}
                loading={isSubmitting}
                onClick={onSubmit}
                aria-label={`Submit ${claim.claimNumber}`}
              >
                Submit
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
