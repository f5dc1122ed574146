import { Text, type ComboboxItem, type ComboboxParsedItem } from '@mantine/core';
import { DIAGNOSIS_CODES } from '@carenest/core';

/** The spec's 18 diagnosis codes, offered as suggestions (other ICD-10 codes may be typed in). */
export const DIAGNOSIS_OPTIONS = Object.keys(DIAGNOSIS_CODES);

/** The description of one of the spec's codes, or null for any other code. */
export function diagnosisDescription(code: string): string | null {
  const normalised = code.trim().toUpperCase();
  return Object.hasOwn(DIAGNOSIS_CODES, normalised)
    ? DIAGNOSIS_CODES[normalised as keyof typeof DIAGNOSIS_CODES]
    : null;
}

function isItem(option: ComboboxParsedItem): option is ComboboxItem {
  return 'value' in option;
}

/** Keeps the suggestions whose code or description contains the typed text. */
export function filterDiagnosisOptions({
  options,
  search,
}: {
  options: ComboboxParsedItem[];
  search: string;
}): ComboboxParsedItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return options;
  return options.filter(
    (option) =>
      isItem(option) &&
      (option.value.toLowerCase().includes(needle) ||
        (diagnosisDescription(option.value)?.toLowerCase().includes(needle) ?? false)),
  );
}

/** A suggestion: the code, and its description beneath. */
export function renderDiagnosisOption({ option }: { option: { value: string } }) {
  return (
    <div>
      <Text fz="sm" fw={600}>
        {option.value}
      </Text>
      <Text fz="xs" c="dimmed">
        {diagnosisDescription(option.value)}
      </Text>
    </div>
  );
}
