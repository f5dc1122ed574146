import { Link } from 'react-router';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CHILD_DAY_STATUS_LABELS,
  ageInYears,
  formatTime,
  patientPhotoPolicy,
  type ChildDayStatus,
  type ChildToday,
} from '@carenest/core';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PatientPhoto } from '../../components/PatientPhoto.tsx';
import { MorningHandoffButton } from './MorningHandoffButton.tsx';
import { ProposePhotoButton } from './ProposePhotoButton.tsx';

/** The badge colour of each status of the day. */
const STATUS_COLORS: Record<ChildDayStatus, string> = {
  at_home: 'gray',
  on_the_way: 'blue',
  checked_in: 'teal',
  on_the_way_home: 'indigo',
};

/**
 * One child on My Children: photo (or initials), name and age, where they are today and since when (it
 * changes live), the morning handoff, a new photo to propose, and the ways into their chart and today's report (when the daily report's
 * policy lets the user read it).
 */
export function ChildTodayCard({
  child,
  today,
  timeZone,
  canReadReport,
}: {
  child: ChildToday;
  today: string;
  timeZone: string;
  /** Whether the signed-in user may open the daily report (dailyReportPolicy). */
  canReadReport: boolean;
}) {
  const name = `${child.firstName} ${child.lastName}`;
  const age = ageInYears(child.dateOfBirth, today);
  const headingId = `child-${child.id}`;
  const canProposePhoto = patientPhotoPolicy.canPropose(policyActorOf(useSignedInUser()));
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <PatientPhoto name={name} photoUrl={child.photoUrl} size={56} />
          <Stack gap={2}>
            <Title order={2} fz="lg" id={headingId}>
              {name}
            </Title>
            <Text fz="sm" c="dimmed">
              {age === 1 ? '1 year old' : `${age} years old`}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" role="status" aria-live="polite" aria-label={`${child.firstName} today`}>
          <Badge size="lg" variant="light" color={STATUS_COLORS[child.status]}>
            {CHILD_DAY_STATUS_LABELS[child.status]}
          </Badge>
          {child.statusSince ? (
            <Text fz="sm">since {formatTime(new Date(child.statusSince), timeZone)}</Text>
          ) : null}
        </Group>
        <MorningHandoffButton patientId={child.id} childName={name} />
        {canProposePhoto ? <ProposePhotoButton patientId={child.id} childName={name} /> : null}
        <Group gap="xs" grow>
          <Button component={Link} to={`/patients/${child.id}`} variant="light">
            Open chart
          </Button>
          {canReadReport ? (
            <Button component={Link} to={`/my-children/${child.id}/daily-report/${today}`} variant="default">
              Today&apos;s report
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
