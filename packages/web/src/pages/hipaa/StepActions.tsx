import type { ReactNode } from 'react';
import { Flex } from '@mantine/core';

/**
 * The button row of a wizard step: secondary actions on the left and the primary ones on the right;
 * on phones the buttons stack at full width in the same (reading and tab) order.
 */
export function StepActions({ start, end }: { start: ReactNode; end: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" gap="sm">
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
        {start}
      </Flex>
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
        {end}
      </Flex>
    </Flex>
  );
}
