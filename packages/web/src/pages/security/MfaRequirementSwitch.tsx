import { Paper, Skeleton, Switch, Text } from '@mantine/core';
import { describeError } from '../../api/client.ts';
import { useFacilitySecurity, useSaveFacilitySecurity } from '../../api/facility.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/**
 * The administrator's switch that requires MFA of every staff member of the facility: until they enrol,
 * staff reach no patient information (the server refuses those routes).
 */
export function MfaRequirementSwitch() {
  const settings = useFacilitySecurity();
  const change = useSaveFacilitySecurity();
  const requireMfa = (requireMfaForStaff: boolean) =>
    change.mutate(
      { requireMfaForStaff },
      {
        onSuccess: (saved) =>
          notifySuccess(
            saved.requireMfaForStaff
              ? 'MFA is now required for staff'
              : 'MFA is no longer required for staff',
          ),
        onError: (error) => notifyError(describeError(error)),
      },
    );

  return (
    <Paper withBorder radius="md" p="md">
      {settings.isPending ? <Skeleton height={40} aria-hidden /> : null}
      {settings.isError ? <Text c="red.8">{describeError(settings.error)}</Text> : null}
      {settings.data ? (
        <Switch
          checked={settings.data.requireMfaForStaff}
          disabled={change.isPending}
          onChange={(event) => requireMfa(event.currentTarget.checked)}
          label="Require two-factor authentication for all staff"
          description="Staff without MFA keep their sign-in but see no patient information until they enable it in their profile."
        />
      ) : null}
    </Paper>
  );
}
