import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import type { SecurityEventType, Severity } from '@carenest/core';
import type { SecurityEventFilters } from '../../api/security.ts';
import { DateRangeFilter } from '../../components/DateRangeFilter.tsx';
import type { CalendarDateRange } from '../../components/zoned-day.ts';
import { SECURITY_EVENT_TYPE_OPTIONS, SEVERITY_OPTIONS } from './security-labels.ts';

/** The security event filters as chosen in the filter bar, before the date range becomes instants. */
export interface SecurityEventFilterDraft extends Omit<SecurityEventFilters, 'from' | 'to'> {
  dateRange: CalendarDateRange;
}

/** No filter: every security event. */
export const EMPTY_SECURITY_EVENT_FILTERS: SecurityEventFilterDraft = {
  type: '',
  severity: '',
  resolved: '',
  dateRange: [null, null],
};

const RESOLVED_OPTIONS = [
  { value: 'false', label: 'Unresolved' },
  { value: 'true', label: 'Resolved' },
];

const FIELD_WIDTH = { base: '100%', sm: 200 } as const;

/** The security screen's filter bar: type, severity, resolved flag and date range, with Apply and Reset. */
export function SecurityEventFilterBar({
  onApply,
}: {
  onApply: (filters: SecurityEventFilterDraft) => void;
}) {
  const [draft, setDraft] = useState<SecurityEventFilterDraft>(EMPTY_SECURITY_EVENT_FILTERS);
  const change = (update: Partial<SecurityEventFilterDraft>) =>
    setDraft((current) => ({ ...current, ...update }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft(EMPTY_SECURITY_EVENT_FILTERS);
    onApply(EMPTY_SECURITY_EVENT_FILTERS);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={apply}
      aria-label="Security event filters"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          placeholder="All types"
          data={SECURITY_EVENT_TYPE_OPTIONS}
          value={draft.type || null}
          onChange={(type) => change({ type: (type ?? '') as SecurityEventType | '' })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear type' }}
          w={FIELD_WIDTH}
        />
        <Select
          label="Severity"
          placeholder="All severities"
          data={SEVERITY_OPTIONS}
          value={draft.severity || null}
          onChange={(severity) => change({ severity: (severity ?? '') as Severity | '' })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear severity' }}
          w={FIELD_WIDTH}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={RESOLVED_OPTIONS}
          value={draft.resolved || null}
          onChange={(resolved) => change({ resolved: (resolved ?? '') as 'true' | 'false' | '' })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear status' }}
          w={FIELD_WIDTH}
        />
        <DateRangeFilter value={draft.dateRange} onChange={(dateRange) => change({ dateRange })} />
        <Group gap="sm" wrap="nowrap">
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
            Apply
          </Button>
          <Button variant="default" onClick={reset} leftSection={<IconX size={16} aria-hidden />}>
            Reset
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
