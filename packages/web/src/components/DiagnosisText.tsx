import { Text } from '@mantine/core';
import { DIAGNOSIS_CODES } from '@carenest/core';

/** The description of one of the spec's diagnosis codes, or null for a code outside that list. */
function describeDiagnosis(code: string): string | null {
  return Object.hasOwn(DIAGNOSIS_CODES, code) ? DIAGNOSIS_CODES[code as keyof typeof DIAGNOSIS_CODES] : null;
}

/** A diagnosis code followed by its description when the code is one of the spec's. */
export function DiagnosisText({ code }: { code: string }) {
  const description = describeDiagnosis(code);
  return (
    <Text component="span" fz="sm">
      {code}
      {description ? (
        <Text component="span" fz="sm" c="dimmed">
          {' '}
          — {description}
        </Text>
      ) : null}
    </Text>
  );
}
