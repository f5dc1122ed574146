import { Stack } from '@mantine/core';
import { emergencyPolicy, infectionControlPolicy } from '@carenest/core';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { DocumentsOnFilePanel } from './DocumentsOnFilePanel.tsx';
import { DrillsPanel } from './DrillsPanel.tsx';
import { EvacuationNeedsPanel } from './EvacuationNeedsPanel.tsx';
import { GeneratorLogPanel } from './GeneratorLogPanel.tsx';
import { InfectionLogPanel } from './InfectionLogPanel.tsx';

/**
 * The emergency preparedness screen (/emergency; 26 TAC §550.209, Florida 59A-13.022): the evacuation roster
 * of the children present and each child's equipment and evacuation needs for nurses and administrators, and
 * for administrators the drills log, the signed generator log, the documents on file and the monthly infection
 * log (Florida 59A-13.020).
 */
export function EmergencyPage() {
  usePageTitle('Emergency Preparedness');
  const actor = policyActorOf(useSignedInUser());
  const canReadLogs = emergencyPolicy.canReadLogs(actor);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Emergency Preparedness"
        subtitle="Evacuation roster, equipment, drills, generator and inspections"
      />
      <EvacuationNeedsPanel canEdit={emergencyPolicy.canEditNeeds(actor)} />
      {canReadLogs ? (
        <>
          <DrillsPanel canRecord={emergencyPolicy.canRecordLogs(actor)} />
          <GeneratorLogPanel canRecord={emergencyPolicy.canRecordLogs(actor)} />
          <DocumentsOnFilePanel canRecord={emergencyPolicy.canRecordLogs(actor)} />
        </>
      ) : null}
      {infectionControlPolicy.canReadLog(actor) ? <InfectionLogPanel /> : null}
    </Stack>
  );
}
