import { useState } from 'react';
import { Alert, Badge, Group, Paper, Text } from '@mantine/core';
import {
  GENERATOR_OUTCOME_LABELS,
  MESSAGES,
  formatCalendarDate,
  type GeneratorTest,
  type GeneratorTestsResponse,
} from '@carenest/core';
import { useGeneratorTests } from '../../api/emergency.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { GeneratorTestForm } from './GeneratorTestForm.tsx';
import { LogEntryButton } from './LogEntryDialog.tsx';
import { LogPanelBody } from './LogPanelBody.tsx';

/** One signed test of the log. */
function GeneratorTestItem({ test }: { test: GeneratorTest }) {
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group gap="xs">
        <Text fw={600}>{formatCalendarDate(test.testedOn)}</Text>
        <Badge variant="light" color={test.outcome === 'passed' ? 'teal' : 'red'}>
          {GENERATOR_OUTCOME_LABELS[test.outcome]}
        </Badge>
        <Text fz="sm" c="dimmed">
          {test.durationMinutes} min, run by {test.testedBy}
        </Text>
      </Group>
      {test.notes ? (
        <Text fz="sm" mt={4}>
          {test.notes}
        </Text>
      ) : null}
      <Text fz="xs" c="dimmed" mt={2}>
        Signed by {test.signedBy.name}
      </Text>
    </Paper>
  );
}

/** Where the log stands: overdue and never tested in red, due within a week in yellow, else the next date. */
function GeneratorStanding({ status }: { status: GeneratorTestsResponse['status'] }) {
  const nextDue = status.nextDueOn ? `Next test due ${formatCalendarDate(status.nextDueOn)}.` : '';
  if (status.state === 'never_tested')
    return (
      <Alert color="red" variant="light" title="Generator never tested">
        {MESSAGES.generatorNeverTested}
      </Alert>
    );
  if (status.state === 'overdue')
    return (
      <Alert color="red" variant="light" title="Generator test overdue">
        {MESSAGES.generatorTestOverdue}. It was due {formatCalendarDate(status.nextDueOn!)}.
      </Alert>
    );
  if (status.state === 'due_soon')
    return (
      <Alert color="yellow" variant="light" title="Generator test due soon">
        {MESSAGES.generatorTestDueSoon}. {nextDue}
      </Alert>
    );
  return <Text fz="sm">{nextDue}</Text>;
}

/** The generator log (Florida 59A-13.022: tested every 30 days, each entry signed). */
export function GeneratorLogPanel({ canRecord }: { canRecord: boolean }) {
  const [page, setPage] = useState(1);
  const tests = useGeneratorTests(page);
  return (
    <PanelCard title="Generator log">
      {canRecord ? (
        <Group>
          <LogEntryButton
            label="Record test"
            dialogTitle="Record generator test"
            renderForm={(close) => <GeneratorTestForm today={tests.data?.today} onDone={close} />}
          />
        </Group>
      ) : null}
      <LogPanelBody
        query={tests}
        what="generator log"
        empty="No generator tests recorded yet."
        page={page}
        onPage={setPage}
        standing={(answer) => <GeneratorStanding status={answer.status} />}
        renderItem={(test) => <GeneratorTestItem key={test.id} test={test} />}
      />
    </PanelCard>
  );
}
