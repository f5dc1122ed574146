import { Badge, Code, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconPencil, IconSignature } from '@tabler/icons-react';
import { formatDateTime, shortHash, type ClinicalNoteDetail } from '@carenest/core';

/** A signed record's verification mark. */
function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? (
    <Badge size="xs" color="green" variant="light">
      Verified
    </Badge>
  ) : (
    <Badge size="xs" color="red" variant="filled">
      Failed verification
    </Badge>
  );
}

/** Who signed a record, when, and its hash. */
function SignedLine({
  name,
  at,
  hash,
  timeZone,
}: {
  name: string;
  at: string;
  hash: string;
  timeZone: string;
}) {
  return (
    <Text fz="xs" c="dimmed">
      Signed by {name} on {formatDateTime(new Date(at), timeZone)} · hash{' '}
      <Code fz="xs">{shortHash(hash)}</Code>
    </Text>
  );
}

/** A note's versions, oldest first: the first as written and each of the author's inline edits. */
export function VersionHistory({ note, timeZone }: { note: ClinicalNoteDetail; timeZone: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Version history
      </Title>
      <Timeline active={note.versions.length - 1} bulletSize={22} lineWidth={2}>
        {note.versions.map((version) => (
          <Timeline.Item
            key={version.number}
            bullet={<IconSignature size={12} aria-hidden />}
            title={
              <RecordTitle
                label={`Version ${version.number}${version.number === note.versions.length ? ' (current)' : ''}`}
                isVerified={version.isVerified}
              />
            }
          >
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {version.content}
            </Text>
            <SignedLine
              name={version.author.name}
              at={version.signedAt}
              hash={version.hash}
              timeZone={timeZone}
            />
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

/** A note's amendments, oldest first, each with its reason, text, author and signature check. */
export function AmendmentList({ note, timeZone }: { note: ClinicalNoteDetail; timeZone: string }) {
  if (note.amendments.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Amendments
      </Title>
      <Timeline active={note.amendments.length - 1} bulletSize={22} lineWidth={2} color="orange">
        {note.amendments.map((amendment) => (
          <Timeline.Item
            key={amendment.id}
            bullet={<IconPencil size={12} aria-hidden />}
            title={<RecordTitle label={`Amendment ${amendment.number}`} isVerified={amendment.isVerified} />}
          >
            <Text fz="sm">
              <Text span fw={600} fz="sm">
                Reason:
              </Text>{' '}
              {amendment.reason}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {amendment.amendmentText}
            </Text>
            <SignedLine
              name={amendment.author.name}
              at={amendment.timestamp}
              hash={amendment.hash}
              timeZone={timeZone}
            />
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

/** The title of a version or an amendment in the history: its name and whether its signature checks out. */
function RecordTitle({ label, isVerified }: { label: string; isVerified: boolean }) {
  return (
    <Group gap="xs">
      <Text fw={600} fz="sm">
        {label}
      </Text>
      <VerifiedBadge isVerified={isVerified} />
    </Group>
  );
}
