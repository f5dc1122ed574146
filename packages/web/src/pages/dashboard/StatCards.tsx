import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { DashboardResponse } from '@carenest/core';
import { NotAvailableValue } from '../../components/NotAvailableValue.tsx';

/**
 * The height of a stat card, and of its placeholder while the dashboard loads: a label of two lines on a phone's
 * two columns, of one on a desktop's four. The same box before and after, so nothing below jumps when it arrives.
 */
const STAT_CARD_HEIGHT = { base: 118, md: 94 };

/** The four stat cards of the dashboard; a null value (feature not yet available) shows a dash. */
export function StatCards({ cards }: { cards: DashboardResponse['cards'] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md" mih={STAT_CARD_HEIGHT}>
          <Text fz="sm" c="dimmed" fw={600}>
            {card.label}
          </Text>
          <Text fz={30} fw={700} lh={1.3}>
            {card.value === null ? <NotAvailableValue /> : card.value.toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Placeholders of the stat cards while the dashboard loads. */
export function StatCardsSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={STAT_CARD_HEIGHT} radius="md" />
      ))}
    </SimpleGrid>
  );
}
