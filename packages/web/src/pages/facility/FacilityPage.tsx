import { Skeleton, Stack } from '@mantine/core';
import { facilityPolicy } from '@carenest/core';
import { useFacilitySettings } from '../../api/facility.ts';
import { describeError } from '../../api/client.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ClosureDaysPanel } from './ClosureDaysPanel.tsx';
import { FacilitiesPanel } from './FacilitiesPanel.tsx';
import { FacilitySettingsForm } from './FacilitySettingsForm.tsx';

/**
 * The facility screen (/facility): an administrator's facility settings and closure days, and for a
 * super_admin the list of every facility with the New Facility button. Billing identity (NPI, tax id) stays
 * on the billing screen.
 */
export function FacilityPage() {
  usePageTitle('Facility');
  const settings = useFacilitySettings();
  const canCreateFacilities = facilityPolicy.canCreate(policyActorOf(useSignedInUser()));
  return (
    <Stack gap="lg">
      <PageHeader title="Facility" subtitle={settings.data?.facility.name ?? 'Settings and closure days'} />
      {canCreateFacilities ? <FacilitiesPanel /> : null}
      {settings.isPending ? (
        <Skeleton height={420} radius="md" aria-label="Loading the facility settings" />
      ) : null}
      {settings.isError ? (
        <QueryErrorAlert
          title="Failed to load facility settings"
          message={describeError(settings.error)}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      ) : null}
      {settings.data ? (
        <>
          <FacilitySettingsForm facility={settings.data.facility} />
          <ClosureDaysPanel facility={settings.data.facility} />
        </>
      ) : null}
    </Stack>
  );
}
