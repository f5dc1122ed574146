import { SimpleGrid, Text } from '@mantine/core';
import type { Fact } from '../../../components/FactList.tsx';

/** Short label–value pairs in two columns at every width (they fit side by side even on a 390 px phone). */
export function FactGrid({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
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
