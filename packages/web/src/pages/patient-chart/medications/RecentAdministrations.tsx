import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconHistory, IconPencil, IconSignature } from '@tabler/icons-react';
import { ADMINISTRATION_OUTCOME_LABELS, formatDateTime, type AdministrationEntry } from '@carenest/core';
import { OUTCOME_COLOR } from './dose-status-style.ts';

/**
 * The last 3 administrations of a medication, newest first: time, outcome, dosage given and who gave
 * it, the digital-signature mark, an Amended badge that opens the record's history, and Amend for
 * those who may correct the entry.
 */
export function RecentAdministrations({
  entries,
  timeZone,
  canAmend,
  onAmend,
  onShowHistory,
}: {
  entries: AdministrationEntry[];
  timeZone: string;
  canAmend: (entry: AdministrationEntry) => boolean;
  onAmend: (entry: AdministrationEntry) => void;
  onShowHistory: (entry: AdministrationEntry) => void;
}) {
  if (entries.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No administrations recorded yet
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Last administrations"
    >
      {entries.map((entry) => (
        <Stack
          component="li"
          key={entry.id}
          gap={2}
          p="xs"
          style={{ borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-gray-0)' }}
        >
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Group gap="xs" wrap="wrap">
              <Badge size="sm" color={OUTCOME_COLOR[entry.outcome]} variant="light">
                {ADMINISTRATION_OUTCOME_LABELS[entry.outcome]}
              </Badge>
              <Text fz="sm" fw={600}>
                {formatDateTime(new Date(entry.administrationTime), timeZone)}
              </Text>
            </Group>
            {canAmend(entry) ? (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => onAmend(entry)}
                style={{ flexShrink: 0 }}
              >
                Amend
              </Button>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text fz="sm">
              {entry.dosageGiven ? `${entry.dosageGiven} · ` : ''}by {entry.administeredBy.name}
              {entry.witness ? `, witnessed by ${entry.witness.name}` : ''}
            </Text>
            {entry.isSigned ? (
              <Tooltip label={`Digitally signed by ${entry.administeredBy.name}`}>
                <Group gap={2} c="teal.8" fz="xs" aria-label="Digitally signed" role="img">
                  <IconSignature size={16} aria-hidden />
                  <span aria-hidden>Signed</span>
                </Group>
              </Tooltip>
            ) : null}
            {entry.isAmended ? (
              <Badge
                size="sm"
                color="orange"
                variant="outline"
                component="button"
                type="button"
                style={{ cursor: 'pointer' }}
                leftSection={<IconHistory size={12} aria-hidden />}
                onClick={() => onShowHistory(entry)}
                aria-label="Amended: show the record's history"
              >
                Amended
              </Badge>
            ) : null}
          </Group>
          {entry.reason ? (
            <Text fz="sm" c="dimmed">
              Reason: {entry.reason}
            </Text>
          ) : null}
          {entry.notes ? (
            <Text fz="sm" c="dimmed">
              Notes: {entry.notes}
            </Text>
          ) : null}
          {entry.amendment ? (
            <Text fz="xs" c="orange.9">
              Amended by {entry.amendment.amendedBy.name}: {entry.amendment.reason}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
