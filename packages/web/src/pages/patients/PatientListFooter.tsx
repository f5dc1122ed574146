import { Group, Text } from '@mantine/core';
import type { PatientListResponse } from '@carenest/core';

/** The list footer of the spec: "Showing X of Y", the active count and the with-allergies count. */
export function PatientListFooter({ list }: { list: PatientListResponse }) {
  return (
    <Group gap="lg" wrap="wrap" role="status" aria-live="polite">
      <Text fz="sm">
        Showing {list.items.length} of {list.total}
      </Text>
      <Text fz="sm">Active: {list.activeCount}</Text>
      <Text fz="sm">With allergies: {list.withAllergiesCount}</Text>
    </Group>
  );
}
