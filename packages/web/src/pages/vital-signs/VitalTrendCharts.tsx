import '@mantine/charts/styles.css';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { ReferenceArea } from 'recharts';
import {
  NORMAL_RANGES,
  formatDateTime,
  type VitalAlertParameter,
  type VitalSignsRecord,
} from '@carenest/core';

/** One chart: which values it draws, its unit, the normal bands shaded behind them and the alerts it marks. */
interface TrendChart {
  title: string;
  unit: string;
  series: { key: keyof VitalSignsRecord & string; label: string; color: string }[];
  bands: { measurement: VitalAlertParameter; low: number; high: number; color: string }[];
  /** The measurements whose alerts the chart marks. */
  alertParameters: readonly VitalAlertParameter[];
}

/** A child's own notify range per measurement, shaded instead of the facility's normal range. */
export type ChildRanges = Partial<Record<VitalAlertParameter, { low: number; high: number }>>;

/** The spec's measures over time, each with the normal ranges of the one core table. */
const TREND_CHARTS: readonly TrendChart[] = [
  {
    title: 'Temperature',
    unit: '°F',
    series: [{ key: 'temperature', label: 'Temperature', color: 'orange.8' }],
    bands: [{ measurement: 'temperature', ...NORMAL_RANGES.temperature, color: 'green' }],
    alertParameters: ['temperature'],
  },
  {
    title: 'Heart rate',
    unit: 'bpm',
    series: [{ key: 'heartRate', label: 'Heart rate', color: 'pink.9' }],
    bands: [{ measurement: 'heartRate', ...NORMAL_RANGES.heartRate, color: 'green' }],
    alertParameters: ['heartRate'],
  },
  {
    title: 'Blood pressure',
    unit: 'mmHg',
    series: [
      { key: 'bloodPressureSystolic', label: 'Systolic', color: 'indigo.8' },
      { key: 'bloodPressureDiastolic', label: 'Diastolic', color: 'cyan.8' },
    ],
    bands: [
      { measurement: 'bloodPressureSystolic', ...NORMAL_RANGES.bloodPressureSystolic, color: 'indigo' },
      { measurement: 'bloodPressureDiastolic', ...NORMAL_RANGES.bloodPressureDiastolic, color: 'cyan' },
    ],
    alertParameters: ['bloodPressureSystolic', 'bloodPressureDiastolic'],
  },
  {
    title: 'Respiratory rate',
    unit: '/min',
    series: [{ key: 'respiratoryRate', label: 'Respiratory rate', color: 'grape.8' }],
    bands: [{ measurement: 'respiratoryRate', ...NORMAL_RANGES.respiratoryRate, color: 'green' }],
    alertParameters: ['respiratoryRate'],
  },
  {
    title: 'O2 saturation',
    unit: '%',
    series: [{ key: 'oxygenSaturation', label: 'O2 saturation', color: 'blue.8' }],
    bands: [{ measurement: 'oxygenSaturation', ...NORMAL_RANGES.oxygenSaturation, color: 'green' }],
    alertParameters: ['oxygenSaturation'],
  },
  {
    title: 'Weight',
    unit: 'lbs',
    series: [{ key: 'weight', label: 'Weight', color: 'teal.8' }],
    bands: [],
    alertParameters: [],
  },
];

const ALERT_SERIES = 'alert';

/** A y-axis range that holds every value and the shaded bands, with a little room around them. */
function domainOf(values: number[], bands: TrendChart['bands']): [number, number] {
  const all = [...values, ...bands.flatMap((band) => [band.low, band.high])];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const margin = Math.max(1, (high - low) * 0.1);
  return [Math.floor(low - margin), Math.ceil(high + margin)];
}

/** One measure's line chart with its normal range shaded and its alert readings marked in red. */
function TrendChartCard({
  chart: spec,
  records,
  timeZone,
  childRanges,
}: {
  chart: TrendChart;
  records: readonly VitalSignsRecord[];
  timeZone: string;
  childRanges: ChildRanges;
}) {
  const ownBands = spec.bands.filter((band) => childRanges[band.measurement]);
  const chart: TrendChart = {
    ...spec,
    bands: spec.bands.map((band) => ({ ...band, ...childRanges[band.measurement] })),
  };
  const data = records.map((record) => {
    const point: Record<string, string | number | null> = {
      time: formatDateTime(new Date(record.recordedAt), timeZone),
    };
    for (const series of chart.series) point[series.key] = record[series.key] as number | null;
    const alert = record.alerts.find((item) => chart.alertParameters.includes(item.parameter));
    point[ALERT_SERIES] = alert ? alert.value : null;
    return point;
  });
  const values = data.flatMap((point) =>
    chart.series
      .map((series) => point[series.key])
      .filter((value): value is number => typeof value === 'number'),
  );
  const alertCount = data.filter((point) => point[ALERT_SERIES] !== null).length;
  const series: LineChartSeries[] = [
    ...chart.series.map((item) => ({ name: item.key, label: item.label, color: item.color })),
    ...(chart.alertParameters.length > 0 ? [{ name: ALERT_SERIES, label: 'Alert', color: 'red.9' }] : []),
  ];
  const summary =
    values.length === 0
      ? `No ${chart.title.toLowerCase()} readings in this period.`
      : `${values.length} readings, from ${Math.min(...values)} to ${Math.max(...values)} ${chart.unit}` +
        (chart.alertParameters.length > 0 ? `, ${alertCount} with an alert.` : '.');

  return (
    <Paper withBorder radius="md" p="sm" component="figure" m={0} aria-label={`${chart.title} trend`}>
      <Title order={4} fz="md">
        {chart.title} ({chart.unit})
      </Title>
      <Text component="figcaption" fz="xs" c="dimmed" mb="xs">
        {summary}
        {chart.bands.length === 0
          ? ''
          : ownBands.length > 0
            ? " Shaded: this child's ordered range."
            : ' Shaded: normal range.'}
      </Text>
      {values.length > 0 ? (
        <LineChart
          h={200}
          data={data}
          dataKey="time"
          series={series}
          curveType="linear"
          connectNulls
          withLegend={chart.series.length > 1 || alertCount > 0}
          xAxisProps={{ tick: false }}
          yAxisProps={{
            domain: domainOf(values, chart.bands),
            width: 40,
            tickFormatter: (value: number) => String(value),
          }}
          valueFormatter={(value) => `${value} ${chart.unit}`}
          lineProps={(item) =>
            item.name === ALERT_SERIES
              ? {
                  strokeWidth: 0,
                  dot: { r: 5, fill: 'var(--mantine-color-red-8)', strokeWidth: 0 },
                  activeDot: false,
                }
              : {}
          }
        >
          {chart.bands.map((band) => (
            <ReferenceArea
              key={`${band.low}-${band.high}`}
              y1={band.low}
              y2={band.high}
              fill={`var(--mantine-color-${band.color}-3)`}
              fillOpacity={0.25}
              ifOverflow="extendDomain"
            />
          ))}
        </LineChart>
      ) : null}
    </Paper>
  );
}

/**
 * The trend charts of the chart's Vital Signs tab, one per measure, oldest reading on the left; a measure
 * with a physician's order for the child shades the child's own range instead of the facility's.
 */
export function VitalTrendCharts({
  records,
  timeZone,
  childRanges = {},
}: {
  records: readonly VitalSignsRecord[];
  timeZone: string;
  childRanges?: ChildRanges;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {TREND_CHARTS.map((chart) => (
        <TrendChartCard
          key={chart.title}
          chart={chart}
          records={records}
          timeZone={timeZone}
          childRanges={childRanges}
        />
      ))}
    </SimpleGrid>
  );
}
