/** The fields of `keys` whose values differ between two versions of a record, as audit old and new values. */
export function recordChanges<Record extends object>(
  before: Record,
  after: Record,
  keys: readonly (keyof Record)[],
): { oldValues: Partial<Record>; newValues: Partial<Record> } {
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    oldValues: Object.fromEntries(changed.map((key) => [key, before[key]])) as Partial<Record>,
    newValues: Object.fromEntries(changed.map((key) => [key, after[key]])) as Partial<Record>,
  };
}
