import { useState } from 'react';
import { Grid, Stack, TextInput } from '@mantine/core';
import { todayInZone } from '@carenest/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { StaffingRatioCard } from '../dashboard/StaffingRatioCard.tsx';
import { ShiftsPanel } from './ShiftsPanel.tsx';
import { StaffingLogPanel } from './StaffingLogPanel.tsx';
import { TimecardsPanel } from './TimecardsPanel.tsx';

/**
 * Staffing (/staffing, administrators; Texas 26 TAC §550.410): the live ratio, the chosen day's log of census
 * and staffing changes with its minutes out of ratio, its shifts (open ones flagged, each correctable) and the
 * timecards download.
 */
export function StaffingPage() {
  usePageTitle('Staffing');
  const timeZone = useTimeZone();
  const today = todayInZone(new Date(), timeZone);
  const [date, setDate] = useState(today);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Staffing"
        subtitle="Staff-to-child ratio, shifts and timecards (Texas 26 TAC §550.410)"
        actions={
          <TextInput
            label="Day"
            type="date"
            max={today}
            value={date}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value) setDate(value);
            }}
          />
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <StaffingRatioCard />
            <TimecardsPanel today={today} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <StaffingLogPanel date={date} />
            <ShiftsPanel date={date} timeZone={timeZone} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
