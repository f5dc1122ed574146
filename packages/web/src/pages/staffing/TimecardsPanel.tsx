import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { API_PATHS, addCalendarDays, timecardsQuerySchema } from '@carenest/core';
import { withQuery } from '../../api/query-string.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { useDownload } from '../../hooks/use-download.ts';

/**
 * The timecards for payroll: one CSV row per shift that began from `from` to `to` (inclusive days of the
 * facility), with the credential, breaks and corrections marked; downloaded through the one download helper.
 */
export function TimecardsPanel({ today }: { today: string }) {
  const [from, setFrom] = useState(() => addCalendarDays(today, -6));
  const [to, setTo] = useState(today);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const { download, pendingPath } = useDownload();
  const path = withQuery(API_PATHS.timecardsCsv, { from, to });
  const start = () => {
    const range = timecardsQuerySchema.safeParse({ from, to });
    setRangeError(range.success ? null : (range.error.issues[0]?.message ?? null));
    if (range.success) void download({ path, fallbackName: `timecards-${from}-to-${to}.csv` });
  };
  return (
    <PanelCard title="Timecards">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="From"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={to}
          error={rangeError}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={pendingPath === path}
          onClick={start}
        >
          Download timecards (CSV)
        </Button>
      </Group>
    </PanelCard>
  );
}
