import { Link } from 'react-router';
import { Anchor, Badge, Group, List, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate, type EodSummary } from '@carenest/core';
import { StatCards } from '../../components/StatCards.tsx';
import { scoreColor } from './ReportList.tsx';
import { SectionTable, percentOf } from './SectionTable.tsx';

/** The summary: the score and how it was computed, key metrics, recommendations, alerts, follow-ups and staff. */
export function ReportSummary({ summary, onNavigate }: { summary: EodSummary; onNavigate: () => void }) {
  const score = summary.complianceScore;
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap" align="center">
        <RingProgress
          size={110}
          thickness={10}
          roundCaps
          sections={[{ value: score ?? 0, color: scoreColor(score) }]}
          label={
            <Text ta="center" fw={700} fz="lg">
              {score === null ? '—' : `${score}%`}
            </Text>
          }
          aria-label={`Compliance score ${score === null ? 'not measured' : `${score} percent`}`}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
          <Title order={3} fz="md">
            Compliance score
          </Title>
          <Text fz="sm" c="dimmed">
            The spec’s weights over the rates measured today: medication on time 0.3, transportation on time
            0.2, billing collection 0.2, incident-free documentation 0.3. A rate with nothing to measure is
            left out.
          </Text>
        </Stack>
      </Group>
      <SectionTable
        caption="How the score was computed"
        headers={['Component', 'Weight', 'Rate', 'How']}
        rows={summary.complianceBreakdown.map((entry) => [
          entry.label,
          entry.weight,
          percentOf(entry.rate),
          entry.explanation,
        ])}
      />
      <StatCards
        cards={[
          { label: 'Children present', value: summary.totalPatients },
          { label: 'Staff on duty', value: summary.staffOnDuty },
          { label: 'Critical alerts', value: summary.criticalAlerts },
          { label: 'Follow-ups', value: summary.followUpItems.length },
        ]}
      />
      <Paper withBorder radius="md" p="sm">
        <Title order={3} fz="md" mb={4}>
          Recommendations
        </Title>
        {summary.recommendations.length === 0 ? (
          <Text fz="sm" c="dimmed">
            None: no trigger was reached today.
          </Text>
        ) : (
          <List fz="sm" spacing={4}>
            {summary.recommendations.map((recommendation) => (
              <List.Item key={recommendation}>{recommendation}</List.Item>
            ))}
          </List>
        )}
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Title order={3} fz="md" mb={4}>
          Critical alerts
        </Title>
        {summary.criticalAlertDetails.length === 0 ? (
          <Text fz="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <List fz="sm" spacing={4}>
            {summary.criticalAlertDetails.map((alert) => (
              <List.Item key={alert.description}>
                <Anchor component={Link} to={alert.link} onClick={onNavigate} fz="sm">
                  {alert.description}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
      <SectionTable
        caption="Follow-up items"
        headers={['Priority', 'Item', 'Assigned to', 'Due']}
        rows={summary.followUpItems.map((item) => [
          <Badge key="priority" color={item.priority === 'high' ? 'red' : 'yellow'} variant="light">
            {item.priority}
          </Badge>,
          <Anchor key="item" component={Link} to={item.link} onClick={onNavigate} fz="sm">
            {item.description}
          </Anchor>,
          item.assignedTo,
          formatCalendarDate(item.dueDate),
        ])}
      />
      <SectionTable
        caption="Staff on duty (recorded care today)"
        headers={['Name', 'Role', 'Records']}
        rows={summary.staffOnDutyDetails.map((member) => [member.staffName, member.role, member.records])}
      />
    </Stack>
  );
}
