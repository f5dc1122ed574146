import { Paper, Skeleton, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../api/client.ts';
import { fetchFacilitySecurity, saveFacilitySecurity } from '../../api/facility.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

const FACILITY_SECURITY_QUERY_KEY = ['facility-security'];

/**
 * The administrator's switch that requires MFA of every staff member of the facility: until they enrol,
 * staff reach no patient information (the server refuses those routes).
 */
export function MfaRequirementSwitch() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: FACILITY_SECURITY_QUERY_KEY,
    queryFn: ({ signal }) => fetchFacilitySecurity(signal),
  });
  const change = useMutation({
    mutationFn: saveFacilitySecurity,
    onSuccess: (saved) => {
      queryClient.setQueryData(FACILITY_SECURITY_QUERY_KEY, saved);
      notifySuccess(
        saved.requireMfaForStaff ? 'MFA is now required for staff' : 'MFA is no longer required for staff',
      );
    },
    onError: (error) => notifyError(describeError(error)),
  });

  return (
    <Paper withBorder radius="md" p="md">
      {settings.isPending ? <Skeleton height={40} aria-hidden /> : null}
      {settings.isError ? <Text c="red.8">{describeError(settings.error)}</Text> : null}
      {settings.data ? (
        <Switch
          checked={settings.data.requireMfaForStaff}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ requireMfaForStaff: event.currentTarget.checked })}
          label="Require two-factor authentication for all staff"
          description="Staff without MFA keep their sign-in but see no patient information until they enable it in their profile."
        />
      ) : null}
    </Paper>
  );
}
