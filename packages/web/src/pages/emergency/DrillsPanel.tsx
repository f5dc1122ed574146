import { useState } from 'react';
import { Alert, Badge, Group, Paper, Text } from '@mantine/core';
import { DRILL_TYPE_LABELS, MESSAGES, formatCalendarDate, type Drill } from '@carenest/core';
import { useDrills } from '../../api/emergency.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { DrillForm } from './DrillForm.tsx';
import { LogEntryButton } from './LogEntryDialog.tsx';
import { LogPanelBody } from './LogPanelBody.tsx';

/** One drill of the log. */
function DrillItem({ drill }: { drill: Drill }) {
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group gap="xs">
        <Text fw={600}>{DRILL_TYPE_LABELS[drill.drillType]} drill</Text>
        <Text fz="sm">{formatCalendarDate(drill.heldOn)}</Text>
        <Text fz="sm" c="dimmed">
          {drill.durationMinutes} min
        </Text>
        {drill.isUnannounced ? (
          <Badge variant="light" color="grape">
            Unannounced
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm" mt={4}>
        {drill.findings}
      </Text>
      <Text fz="xs" c="dimmed" mt={2}>
        Recorded by {drill.recordedBy.name}
      </Text>
    </Paper>
  );
}

/** The drills log (26 TAC §550.209), with the missing unannounced drill of the year shown. */
export function DrillsPanel({ canRecord }: { canRecord: boolean }) {
  const [page, setPage] = useState(1);
  const drills = useDrills(page);
  return (
    <PanelCard title="Drills log">
      {canRecord ? (
        <Group>
          <LogEntryButton
            label="Record drill"
            dialogTitle="Record drill"
            renderForm={(close) => <DrillForm today={drills.data?.today} onDone={close} />}
          />
        </Group>
      ) : null}
      <LogPanelBody
        query={drills}
        what="drills log"
        empty="No drills recorded yet."
        page={page}
        onPage={setPage}
        standing={(answer) =>
          answer.unannouncedDrill.isMissing ? (
            <Alert color="red" variant="light" title="Unannounced drill missing">
              {MESSAGES.unannouncedDrillMissing}
            </Alert>
          ) : (
            <Text fz="sm">
              Last unannounced drill: {formatCalendarDate(answer.unannouncedDrill.lastUnannouncedOn!)}
            </Text>
          )
        }
        renderItem={(drill) => <DrillItem key={drill.id} drill={drill} />}
      />
    </PanelCard>
  );
}
