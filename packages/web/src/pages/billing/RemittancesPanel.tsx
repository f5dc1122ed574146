import { useState } from 'react';
import { Alert, Button, FileButton, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { MESSAGES, formatDateTime, formatDollars, type RemittanceSummaryAnswer } from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import { usePostRemittance, useRemittances } from '../../api/billing.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/** The outcome of a posting, in words. */
function describeSummary(summary: RemittanceSummaryAnswer): string {
  if (summary.isAlreadyPosted) return MESSAGES.remittanceAlreadyPosted;
  const parts = [
    `${summary.claimCount} claim${summary.claimCount === 1 ? '' : 's'}`,
    `${formatDollars(summary.paidCents)} paid`,
    ...(summary.deniedCount > 0 ? [`${summary.deniedCount} denied`] : []),
    ...(summary.reversalCount > 0 ? [`${summary.reversalCount} reversed`] : []),
    ...(summary.providerAdjustmentCents !== 0
      ? [`${formatDollars(summary.providerAdjustmentCents)} provider adjustments`]
      : []),
  ];
  return `${MESSAGES.remittancePosted}: ${parts.join(', ')}`;
}

/**
 * Remittances: Post 835 (a payer's file, posted all or nothing and only once; one that does not balance or
 * names claims CareNest did not send is refused with the reasons) and the latest remittances, from files and
 * from the clearinghouse.
 */
export function RemittancesPanel({ timeZone }: { timeZone: string }) {
  const remittances = useRemittances(true);
  const post = usePostRemittance();
  const [outcome, setOutcome] = useState<{ isError: boolean; title: string; lines: string[] } | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    try {
      const summary = await post.mutateAsync(await file.text());
      const message = describeSummary(summary);
      setOutcome({ isError: false, title: file.name, lines: [message] });
      notifySuccess(summary.isAlreadyPosted ? MESSAGES.remittanceAlreadyPosted : MESSAGES.remittancePosted);
    } catch (error) {
      const lines =
        error instanceof ApiError && error.status < 500
          ? [error.message, ...Object.values(error.fields)]
          : [describeError(error)];
      setOutcome({ isError: true, title: `${MESSAGES.failedToProcessRemittance}: ${file.name}`, lines });
      notifyError(MESSAGES.failedToProcessRemittance);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz="lg">
              Payment remittances (835)
            </Title>
            <Text fz="sm" c="dimmed">
              Remittances from the clearinghouse post themselves every few minutes. A payer’s file can be
              posted here: it must balance, and each file posts once.
            </Text>
          </Stack>
          <FileButton onChange={(file) => void choose(file)} accept=".835,.edi,.x12,.txt,text/plain">
            {(props) => (
              <Button
                {...props}
                leftSection={<IconFileImport size={16} aria-hidden />}
                loading={post.isPending}
              >
                Post 835 file
              </Button>
            )}
          </FileButton>
        </Group>
        {outcome ? (
          <Alert mt="md" color={outcome.isError ? 'red' : 'teal'} title={outcome.title} role="status">
            {outcome.lines.map((line) => (
              <Text key={line} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
          </Alert>
        ) : null}
      </Paper>
      {remittances.isPending ? <Skeleton height={160} aria-label="Loading remittances" /> : null}
      {remittances.isError ? <Alert color="red">{describeError(remittances.error)}</Alert> : null}
      {remittances.data?.items.length === 0 ? (
        <EmptyListMessage>No remittances posted yet.</EmptyListMessage>
      ) : null}
      {remittances.data && remittances.data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={620}>
          <Table striped aria-label="Posted remittances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Posted</Table.Th>
                <Table.Th>Payer</Table.Th>
                <Table.Th>Trace number</Table.Th>
                <Table.Th ta="right">Claims</Table.Th>
                <Table.Th ta="right">Payment</Table.Th>
                <Table.Th ta="right">Provider adj.</Table.Th>
                <Table.Th>From</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {remittances.data.items.map((remittance) => (
                <Table.Tr key={remittance.id}>
                  <Table.Td>{formatDateTime(new Date(remittance.postedAt), timeZone)}</Table.Td>
                  <Table.Td>{remittance.payerName}</Table.Td>
                  <Table.Td>{remittance.traceNumber}</Table.Td>
                  <Table.Td ta="right">{remittance.claimCount}</Table.Td>
                  <Table.Td ta="right">{formatDollars(remittance.amountCents)}</Table.Td>
                  <Table.Td ta="right">{formatDollars(remittance.providerAdjustmentCents)}</Table.Td>
                  <Table.Td>{remittance.source === 'file' ? 'File' : 'Clearinghouse'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
