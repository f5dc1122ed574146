import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  MESSAGES,
  SHIFT_CREDENTIAL_LABELS,
  formatTime,
  staffingPolicy,
  type TimecardShift,
  type TimeClockEntry,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useShiftsOfDay } from '../../api/staffing.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { CorrectShiftDialog } from './CorrectShiftDialog.tsx';

/** The hours and minutes of a number of minutes ("7 h 45 min"). */
function hoursOf(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** One shift: who, as what, from when to when, its break and flags, and Correct where the policy allows. */
function ShiftItem({
  shift,
  timeZone,
  onCorrect,
}: {
  shift: TimecardShift;
  timeZone: string;
  onCorrect: ((shift: TimecardShift) => void) | null;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`${shift.staffName}'s shift`}>
      <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {shift.staffName} · {SHIFT_CREDENTIAL_LABELS[shift.credential]}
          </Text>
          <Text size="sm">
            <time dateTime={shift.clockInAt}>{formatTime(new Date(shift.clockInAt), timeZone)}</time>
            {' – '}
            {shift.clockOutAt ? (
              <time dateTime={shift.clockOutAt}>{formatTime(new Date(shift.clockOutAt), timeZone)}</time>
            ) : (
              'still clocked in'
            )}
            {shift.breakMinutes > 0 ? ` · break ${shift.breakMinutes} min` : ''}
            {shift.minutesWorked !== null ? ` · ${hoursOf(shift.minutesWorked)} worked` : ''}
          </Text>
          <Group gap="xs">
            {shift.isOpenPastClosing ? <Badge color="red">Open past closing</Badge> : null}
            {shift.isCorrected ? <Badge color="gray">Corrected</Badge> : null}
          </Group>
        </Stack>
        {onCorrect ? (
          <Button
            size="xs"
            variant="light"
            style={{ flexShrink: 0 }}
            aria-label={`Correct ${shift.staffName}'s shift`}
            onClick={() => onCorrect(shift)}
          >
            Correct
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * The shifts that began on the chosen day (Texas 26 TAC §550.410), a shift still open at the facility's closing
 * time flagged, each correctable with a reason by an administrator.
 */
export function ShiftsPanel({ date, timeZone }: { date: string; timeZone: string }) {
  const shifts = useShiftsOfDay(date);
  const canCorrect = staffingPolicy.canCorrectShift(policyActorOf(useSignedInUser()));
  const [correcting, setCorrecting] = useState<TimeClockEntry | null>(null);
  return (
    <PanelCard title="Shifts">
      {shifts.isPending ? <Skeleton height={96} radius="md" aria-hidden /> : null}
      {shifts.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadStaffing}
          message={describeError(shifts.error)}
          onRetry={() => void shifts.refetch()}
          isRetrying={shifts.isFetching}
        />
      ) : null}
      {shifts.data && shifts.data.shifts.length === 0 ? (
        <EmptyListMessage>Nobody clocked in on this day.</EmptyListMessage>
      ) : null}
      {shifts.data && shifts.data.shifts.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Shifts">
          {shifts.data.shifts.map((shift) => (
            <ShiftItem
              key={shift.id}
              shift={shift}
              timeZone={timeZone}
              onCorrect={canCorrect ? setCorrecting : null}
            />
          ))}
        </Stack>
      ) : null}
      {canCorrect ? (
        <CorrectShiftDialog entry={correcting} timeZone={timeZone} onClose={() => setCorrecting(null)} />
      ) : null}
    </PanelCard>
  );
}
