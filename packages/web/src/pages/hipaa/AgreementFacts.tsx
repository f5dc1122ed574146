import { SimpleGrid, Text } from '@mantine/core';
import { HIPAA_AGREEMENT, ROLE_LABELS, formatCalendarDate, type Role } from '@carenest/core';

/** The agreement's version, effective date (MM/dd/yyyy), the signer's role and the renewal. */
export function AgreementFacts({ role }: { role: Role }) {
  const facts = [
    { term: 'Version', value: HIPAA_AGREEMENT.version },
    { term: 'Effective date', value: formatCalendarDate(HIPAA_AGREEMENT.effectiveDate) },
    { term: 'Your role', value: ROLE_LABELS[role] },
    { term: 'Renewal', value: HIPAA_AGREEMENT.renewal },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <Text component="dt" fz="xs" c="dimmed" fw={600}>
            {fact.term}
          </Text>
          <Text component="dd" fz="sm" fw={600} m={0}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
