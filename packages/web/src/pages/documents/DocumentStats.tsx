import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { DocumentStats as Stats } from '@carenest/core';

/** The spec's four stat cards: total, encrypted, virus scanned (clean), total access count. */
export function DocumentStats({ stats }: { stats: Stats | undefined }) {
  const cards = [
    { label: 'Total documents', value: stats?.total },
    { label: 'Encrypted', value: stats?.encrypted },
    { label: 'Virus scanned', value: stats?.virusScanned },
    { label: 'Total access count', value: stats?.totalAccessCount },
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
            <Text fz={30} fw={700} lh={1.3}>
              {card.value}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
