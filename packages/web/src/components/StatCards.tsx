import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

/** A row of stat cards (two per row on a phone, four on a desktop); a value still loading shows a skeleton. */
export function StatCards({
  cards,
}: {
  cards: readonly { label: string; value: string | number | undefined }[];
}) {
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
