import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { PatientMedicationsResponse } from '@carenest/core';

/**
 * The Administer dialog's allergy box: a red warning listing every allergy (allergen, reaction,
 * severity) to check against the medication before giving it; a quiet note when none are known.
 */
export function AllergyWarning({
  allergies,
}: {
  allergies: PatientMedicationsResponse['patient']['allergies'];
}) {
  if (allergies.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconCircleCheck aria-hidden />} title="No known allergies" />
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Allergy warning">
      <Text fz="sm" mb={4}>
        Check this medication against the patient&apos;s allergies:
      </Text>
      <List size="sm" spacing={2}>
        {allergies.map((allergy) => (
          <List.Item key={allergy.id}>
            <Text span fw={700} fz="sm">
              {allergy.allergen}
            </Text>{' '}
            ({allergy.severity}): {allergy.reaction}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
