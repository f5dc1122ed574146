import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { CalendarDateRange } from './zoned-day.ts';

/** The "Date range" field of the audit and security filter bars (dates shown as MM/DD/YYYY). */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: CalendarDateRange;
  onChange: (range: CalendarDateRange) => void;
}) {
  return (
    <DatePickerInput
      type="range"
      label="Date range"
      placeholder="Any date"
      valueFormat="MM/DD/YYYY"
      value={value}
      onChange={(range) => onChange([range[0] ?? null, range[1] ?? null])}
      allowSingleDateInRange
      clearable
      clearButtonProps={{ 'aria-label': 'Clear date range' }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      maxDate={new Date()}
      popoverProps={{ withinPortal: true }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
