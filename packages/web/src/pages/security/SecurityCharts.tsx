import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { SECURITY_EVENT_TYPES, SEVERITIES } from '@carenest/core';
import type { SecurityReport } from '../../api/security.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { SECURITY_EVENT_TYPE_LABELS, SEVERITY_CHART_COLORS, SEVERITY_LABELS } from './security-labels.ts';

const COUNT_SERIES = [{ name: 'count', label: 'Events', color: 'teal.7' }];

/** Two small bar charts of the security report: events by type and events by severity. */
export function SecurityCharts({ report }: { report: SecurityReport }) {
  const byType = SECURITY_EVENT_TYPES.map((type) => ({
    label: SECURITY_EVENT_TYPE_LABELS[type],
    count: report.byType[type] ?? 0,
  })).filter((row) => row.count > 0);
  const bySeverity = SEVERITIES.map((severity) => ({
    label: SEVERITY_LABELS[severity],
    count: report.bySeverity[severity] ?? 0,
    color: SEVERITY_CHART_COLORS[severity],
  }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <PanelCard title="Events by type">
        <BarChart
          h={Math.max(160, byType.length * 36)}
          data={byType}
          dataKey="label"
          series={COUNT_SERIES}
          orientation="vertical"
          yAxisProps={{ width: 130 }}
          xAxisProps={{ allowDecimals: false }}
          gridAxis="x"
          withBarValueLabel
          aria-label="Bar chart of security events by type"
        />
      </PanelCard>
      <PanelCard title="Events by severity">
        <BarChart
          h={200}
          data={bySeverity}
          dataKey="label"
          series={COUNT_SERIES}
          gridAxis="y"
          yAxisProps={{ allowDecimals: false }}
          withBarValueLabel
          aria-label="Bar chart of security events by severity"
        />
      </PanelCard>
    </SimpleGrid>
  );
}
