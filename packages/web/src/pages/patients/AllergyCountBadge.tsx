import { Badge } from '@mantine/core';

/** The number of allergies of a patient; red when there is at least one. */
export function AllergyCountBadge({ count }: { count: number }) {
  return (
    <Badge
      variant={count > 0 ? 'light' : 'outline'}
      color={count > 0 ? 'red' : 'gray'}
      radius="sm"
      tt="none"
      miw="max-content"
    >
      {count === 1 ? '1 allergy' : `${count} allergies`}
    </Badge>
  );
}
