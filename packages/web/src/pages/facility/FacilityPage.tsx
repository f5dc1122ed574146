import { Skeleton, Stack } from '@mantine/core';
import { useFacilitySettings } from '../../api/facility.ts';
import { describeError } from '../../api/client.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ClosureDaysPanel } from './ClosureDaysPanel.tsx';
import { FacilitySettingsForm } from './FacilitySettingsForm.tsx';

/**
 * The facility screen (/facility): an administrator's facility settings and closure days. Billing identity
 * (NPI, tax id) stays on the billing screen.
 */
export function FacilityPage() {
  usePageTitle('Facility');
  const settings = useFacilitySettings();
  return (
    <Stack gap="lg">
      <PageHeader title="Facility" subtitle={settings.data?.facility.name ?? 'Settings and closure days'} />
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
