import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { MESSAGES, billingPolicy, formatDateTime, formatDollars } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useClaim, useReplaceClaim } from '../../api/billing.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { ClaimStatusBadge } from './ClaimStatusBadge.tsx';

/**
 * A claim in full: the financial summary (total, paid, balance), the services table, payments and
 * adjustments, the EDI transactions exchanged for it, and Submit Claim on a draft; Download 837P once sent.
 */
export function ClaimDetailDialog({
  claimId,
  timeZone,
  canSubmit,
  isSubmitting,
  onSubmit,
  onDownload,
  onClose,
  onReplaced,
}: {
  claimId: string | null;
  timeZone: string;
  canSubmit: boolean;
  isSubmitting: boolean;
  onSubmit: (claimId: string) => void;
  onDownload: (claimId: string) => void;
  onClose: () => void;
  onReplaced: (claimId: string) => void;
}) {
  const claim = useClaim(claimId);
  const replace = useReplaceClaim();
  const actor = policyActorOf(useSignedInUser());
  const startReplacement = (id: string, frequencyCode: '7' | '8') =>
    replace.mutate(
      { claimId: id, frequencyCode },
      {
        onSuccess: (created) => {
          notifySuccess(MESSAGES.claimReplacementCreated);
          onReplaced(created.id);
        },
        onError: (error) => notifyError(describeError(error)),
      },
    );
  const data = claim.data;
  return (
    <Modal
      opened={claimId !== null}
      onClose={onClose}
      title={data ? `Claim ${data.claimNumber}` : 'Claim'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {claim.isPending ? <Skeleton height={240} aria-label="Loading the claim" /> : null}
      {claim.isError ? (
        <Alert color="red" title={MESSAGES.failedToLoadClaims}>
          {describeError(claim.error)}
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="md">
          <Group gap="xs">
            <ClaimStatusBadge status={data.status} />
            {data.frequencyCode !== '1' ? (
              <Badge variant="outline" color="gray">
                {data.frequencyCode === '7' ? 'Replacement' : 'Void'} of payer claim {data.payerClaimNumber}
              </Badge>
            ) : null}
            <Text fz="sm">
              {data.patient.name} · {data.insuranceName ?? 'No insurance'} · service on {data.serviceDate}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {[
              ['Total charges', formatDollars(data.totalCents)],
              ['Paid', formatDollars(data.paidCents)],
              ['Balance', formatDollars(data.totalCents - data.paidCents)],
            ].map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text fz="xs" c="dimmed" fw={600}>
                  {label}
                </Text>
                <Text fz="lg" fw={700}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Title order={3} fz="md">
            Services
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Modifiers</Table.Th>
                  <Table.Th>Diagnoses</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Unit</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.services.map((service) => (
                  <Table.Tr key={service.id}>
                    <Table.Td>{service.code}</Table.Td>
                    <Table.Td>{service.description}</Table.Td>
                    <Table.Td>{service.modifiers.join(', ') || '—'}</Table.Td>
                    <Table.Td>{service.diagnosisCodes.join(', ')}</Table.Td>
                    <Table.Td ta="right">{service.quantity}</Table.Td>
                    <Table.Td ta="right">{formatDollars(service.unitPriceCents)}</Table.Td>
                    <Table.Td ta="right">{formatDollars(service.totalCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={3} fz="md">
            Payments and adjustments
          </Title>
          {data.payments.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No payment has been posted for this claim yet.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payments">
              {data.payments.map((payment) => (
                <Stack key={payment.id} component="li" gap={2}>
                  <Text fz="sm" fw={600}>
                    {payment.isReversal ? 'Reversal' : 'Payment'} {formatDollars(payment.paidCents)} from{' '}
                    {payment.payer}
                    {payment.paymentDate ? ` on ${payment.paymentDate}` : ''} · reference {payment.reference}{' '}
                    · payer claim {payment.payerClaimNumber}
                  </Text>
                  {payment.adjustments.map((adjustment, index) => (
                    <Text key={index} fz="xs" c="dimmed">
                      {adjustment.groupCode}-{adjustment.reasonCode} {formatDollars(adjustment.amountCents)}
                      {adjustment.serviceCode ? ` on ${adjustment.serviceCode}` : ' on the claim'}
                    </Text>
                  ))}
                </Stack>
              ))}
            </Stack>
          )}
          <Title order={3} fz="md">
            EDI transactions
          </Title>
          {data.transactions.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Nothing sent yet: the 837P is built and checked when the claim is submitted.
            </Text>
          ) : (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.transactions.map((transaction) => (
                <Group key={transaction.id} component="li" gap="xs">
                  <Badge variant="outline" color="gray">
                    {transaction.transactionType}
                  </Badge>
                  <Text fz="sm">
                    {transaction.direction}, {transaction.status}, control {transaction.controlNumber}
                    {transaction.submittedAt
                      ? `, ${formatDateTime(new Date(transaction.submittedAt), timeZone)}`
                      : ''}
                  </Text>
                  {transaction.errorMessages.map((message) => (
                    <Text key={message} fz="sm" c="red.8">
                      {message}
                    </Text>
                  ))}
                </Group>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            {data.transactions.some((transaction) => transaction.transactionType === '837P') ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => onDownload(data.id)}
              >
                Download 837P
              </Button>
            ) : null}
            {billingPolicy.canReplace(actor, data) ? (
              <>
                <Button
                  variant="default"
                  loading={replace.isPending && replace.variables?.frequencyCode === '7'}
                  onClick={() => startReplacement(data.id, '7')}
                >
                  Correct claim
                </Button>
                <Button
                  variant="default"
                  color="red"
                  loading={replace.isPending && replace.variables?.frequencyCode === '8'}
                  onClick={() => startReplacement(data.id, '8')}
                >
                  Void claim
                </Button>
              </>
            ) : null}
            {data.status === 'draft' && canSubmit ? (
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                loading={isSubmitting}
                onClick={() => onSubmit(data.id)}
              >
                Submit Claim
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
