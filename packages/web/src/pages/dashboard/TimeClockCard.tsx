import { useState } from 'react';
import { Button, Group, Radio, Skeleton, Text } from '@mantine/core';
import {
  MESSAGES,
  SHIFT_CREDENTIALS,
  SHIFT_CREDENTIAL_LABELS,
  formatTime,
  type ShiftCredential,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useClockIn, useClockOut, useTimeClock } from '../../api/staffing.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { submitForm } from '../../forms/submit-form.ts';

const CREDENTIAL_OPTIONS = SHIFT_CREDENTIALS.map((value) => ({
  value,
  label: SHIFT_CREDENTIAL_LABELS[value],
}));

/**
 * The staff dashboard's time clock (Texas 26 TAC §550.410): Clock In under the credential chosen (the role's
 * usual one first), or, once clocked in, since when and Clock Out. The state is the server's, so it survives a
 * reload.
 */
export function TimeClockCard({ timeZone }: { timeZone: string }) {
  const clock = useTimeClock();
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  // Radios, not a select: the dashboard is the landing screen, and a Combobox would bring its code and styles there.
  const [chosen, setChosen] = useState<ShiftCredential | null>(null);
  const credential = chosen ?? clock.data?.suggestedCredential ?? 'RN';

  return (
    <PanelCard title="Time Clock">
      {clock.isPending && !clock.isError ? <Skeleton height={72} radius="md" aria-hidden /> : null}
      {clock.isError ? (
        <QueryErrorAlert
          title="The time clock could not be loaded"
          message={describeError(clock.error)}
          onRetry={() => void clock.refetch()}
          isRetrying={clock.isFetching}
        />
      ) : null}
      {clock.data?.current ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text size="sm">
            Clocked in as {SHIFT_CREDENTIAL_LABELS[clock.data.current.credential]} since{' '}
            <time dateTime={clock.data.current.clockInAt}>
              {formatTime(new Date(clock.data.current.clockInAt), timeZone)}
            </time>
          </Text>
          <Button
            color="red"
            loading={clockOut.isPending}
            onClick={() =>
              void submitForm({
                write: () => clockOut.mutateAsync(undefined),
                success: MESSAGES.clockedOut,
                failure: MESSAGES.failedToClockOut,
              })
            }
          >
            {MESSAGES.clockOut}
          </Button>
        </Group>
      ) : null}
      {clock.data && !clock.data.current ? (
        <Group align="flex-end" gap="sm">
          <Radio.Group
            label="Working as"
            value={credential}
            onChange={(value) => setChosen(value as ShiftCredential)}
          >
            <Group gap="sm" mt={4}>
              {CREDENTIAL_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
          <Button
            loading={clockIn.isPending}
            onClick={() =>
              void submitForm({
                write: () => clockIn.mutateAsync({ credential }),
                success: MESSAGES.clockedIn,
                failure: MESSAGES.failedToClockIn,
              })
            }
          >
            {MESSAGES.clockIn}
          </Button>
        </Group>
      ) : null}
    </PanelCard>
  );
}
