import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@mantine/core';
import {
  IconActivityHeartbeat,
  IconAlertTriangle,
  IconFileText,
  IconId,
  IconPills,
} from '@tabler/icons-react';
import { incidentPolicy } from '@carenest/core';
import { policyActorOf } from '../../../auth/policy-actor.ts';
import { useSignedInUser } from '../../../auth/use-auth.ts';
import { PatientIncidentsTab } from '../../incidents/PatientIncidentsTab.tsx';
import { useIsWideScreen } from '../../../hooks/use-is-wide-screen.ts';
import { PatientVitalSignsTab } from '../../vital-signs/PatientVitalSignsTab.tsx';
import { MedicationsTab } from './MedicationsTab.tsx';
import { DocumentsScreen } from '../../documents/DocumentsScreen.tsx';

/** The chart's tabs in the spec's order, by their value in `?tab=`. */
const CHART_TABS = [
  { value: 'overview', label: 'Overview', icon: IconId },
  { value: 'medications', label: 'Medications', icon: IconPills },
  { value: 'vital-signs', label: 'Vital Signs', icon: IconActivityHeartbeat },
  { value: 'documents', label: 'Documents', icon: IconFileText },
  { value: 'incidents', label: 'Incidents', icon: IconAlertTriangle },
] as const;

type ChartTab = (typeof CHART_TABS)[number]['value'];

/** The tab named by `?tab=` among `tabs`, Overview when absent or unknown (the assigned-patients list links `?tab=medications`). */
function tabOf(value: string | null, tabs: readonly (typeof CHART_TABS)[number][]): ChartTab {
  return tabs.find((tab) => tab.value === value)?.value ?? 'overview';
}

/**
 * The chart's tabs: Overview, Medications, Vital Signs (trends and readings), Documents (the documents screen scoped to the patient),
 * Incidents (the child's incident reports, for those who may read them). The
 * open tab lives in the address (`?tab=medications`), so it survives a reload and can be linked to.
 */
export function PatientChartTabs({ patientId, overview }: { patientId: string; overview: ReactNode }) {
  const [searchParameters, setSearchParameters] = useSearchParams();
  const isWide = useIsWideScreen();
  const canReadIncidents = incidentPolicy.canRead(policyActorOf(useSignedInUser()));
  const tabs = CHART_TABS.filter((tab) => tab.value !== 'incidents' || canReadIncidents);
  const active = tabOf(searchParameters.get('tab'), tabs);
  const select = (value: string | null) => {
    const next = new URLSearchParams(searchParameters);
    if (!value || value === 'overview') next.delete('tab');
    else next.set('tab', value);
    setSearchParameters(next, { replace: true });
  };
  return (
    <Tabs value={active} onChange={select} keepMounted={false}>
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {tabs.map(({ value, label, icon: Icon }) => (
          <Tabs.Tab
            key={value}
            value={value}
            px={{ base: 6, sm: 'md' }}
            leftSection={isWide ? <Icon size={16} aria-hidden /> : undefined}
          >
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="overview">{overview}</Tabs.Panel>
      <Tabs.Panel value="medications">
        <MedicationsTab patientId={patientId} />
      </Tabs.Panel>
      <Tabs.Panel value="vital-signs">
        <PatientVitalSignsTab patientId={patientId} />
      </Tabs.Panel>
      <Tabs.Panel value="documents">
        <DocumentsScreen patientId={patientId} />
      </Tabs.Panel>
      {canReadIncidents ? (
        <Tabs.Panel value="incidents">
          <PatientIncidentsTab patientId={patientId} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
