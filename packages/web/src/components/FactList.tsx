import { SimpleGrid, Text } from '@mantine/core';

/** A label–value pair of a chart section. */
export interface Fact {
  term: string;
  value: string;
}

/** Label–value pairs shown as a description list, two columns on wider screens. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <Text component="dt" fz="xs" c="dimmed" fw={600}>
            {fact.term}
          </Text>
          <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
