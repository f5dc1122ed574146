import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { DateRangeFilter } from '../../components/DateRangeFilter.tsx';
import type { CalendarDateRange } from '../../components/zoned-day.ts';

/** The audit log filters as typed in the filter bar, before they are turned into a query. */
export interface AuditLogFilterDraft {
  user: string;
  action: string;
  resourceType: string;
  dateRange: CalendarDateRange;
}

/** No filter: every audit row. */
export const EMPTY_AUDIT_LOG_FILTERS: AuditLogFilterDraft = {
  user: '',
  action: '',
  resourceType: '',
  dateRange: [null, null],
};

const FIELD_WIDTH = { base: '100%', sm: 200 } as const;

/** The audit log's filter bar: user, action, resource type and date range, with Apply and Reset. */
export function AuditLogFilterBar({ onApply }: { onApply: (filters: AuditLogFilterDraft) => void }) {
  const [draft, setDraft] = useState<AuditLogFilterDraft>(EMPTY_AUDIT_LOG_FILTERS);
  const change = (update: Partial<AuditLogFilterDraft>) => setDraft((current) => ({ ...current, ...update }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft(EMPTY_AUDIT_LOG_FILTERS);
    onApply(EMPTY_AUDIT_LOG_FILTERS);
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={apply} aria-label="Audit log filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="User"
          placeholder="Email or user ID"
          value={draft.user}
          onChange={(event) => change({ user: event.currentTarget.value })}
          w={FIELD_WIDTH}
        />
        <TextInput
          label="Action"
          placeholder="e.g. VIEW_PATIENT"
          value={draft.action}
          onChange={(event) => change({ action: event.currentTarget.value })}
          w={FIELD_WIDTH}
        />
        <TextInput
          label="Resource type"
          placeholder="e.g. PATIENT"
          value={draft.resourceType}
          onChange={(event) => change({ resourceType: event.currentTarget.value })}
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
