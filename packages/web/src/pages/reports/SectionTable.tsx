import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

/** A small captioned table of a report section; scrolls sideways on a phone; "None." when empty. */
export function SectionTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  if (rows.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {caption}: none.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={headers.length * 110}>
      <Table striped withTableBorder fz="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {row.map((cell, column) => (
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A share as a percent to one decimal, or "Not measured". */
export function percentOf(rate: number | null): string {
  return rate === null ? 'Not measured' : `${Math.round(rate * 1000) / 10}%`;
}

/** Dollars to the cent. */
export function dollars(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
