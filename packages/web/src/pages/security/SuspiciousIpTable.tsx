import { Table } from '@mantine/core';
import { formatDateTime } from '@carenest/core';
import type { SecurityReport } from '../../api/security.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';

/**
 * The IP addresses flagged for repeated failed sign-ins or refused requests, with both counts and the last
 * event.
 */
export function SuspiciousIpTable({
  addresses,
  timeZone,
}: {
  addresses: SecurityReport['suspiciousIps'];
  timeZone: string;
}) {
  return (
    <PanelCard title="Suspicious IP addresses">
      {addresses.length === 0 ? (
        <EmptyListMessage>No suspicious IP addresses</EmptyListMessage>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>IP address</Table.Th>
                <Table.Th>Failed sign-ins</Table.Th>
                <Table.Th>Refused requests</Table.Th>
                <Table.Th>Last seen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {addresses.map((address) => (
                <Table.Tr key={address.ipAddress}>
                  <Table.Td ff="monospace">{address.ipAddress}</Table.Td>
                  <Table.Td>{address.failures.toLocaleString('en-US')}</Table.Td>
                  <Table.Td>{address.refusals.toLocaleString('en-US')}</Table.Td>
                  <Table.Td>{formatDateTime(new Date(address.lastSeen), timeZone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PanelCard>
  );
}
