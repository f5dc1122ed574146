import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatDollars, type ClaimListResponse } from '@carenest/core';

/** The spec's stat cards: total claims, paid, pending (submitted), total revenue (the paid amounts). */
export function ClaimStats({ stats }: { stats: ClaimListResponse['stats'] | undefined }) {
  const cards = [
    { label: 'Total claims', value: stats?.total },
    { label: 'Paid', value: stats?.paid },
    { label: 'Pending', value: stats?.pending },
    { label: 'Total revenue', value: stats ? formatDollars(stats.revenueCents) : undefined },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="md" p="md">
          <Text fz="sm" c="dimmed" fw={600}>
            {card.label}
          </Text>
          {card.value === undefined ? (
            <Skeleton height={36} mt={4} width="50%" aria-hidden />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {card.value}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
