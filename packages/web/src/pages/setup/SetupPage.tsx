import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { MESSAGES, setupFormSchema, type SetupFormValues, type SetupInput } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useCompleteSetup, useInstallationStatus } from '../../api/setup.ts';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { formSubmitHandler, withReason } from '../../forms/submit-form.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { SetupFields } from './SetupFields.tsx';

const FORM_FIELDS = [
  'setupCode',
  'facility.name',
  'facility.address',
  'facility.phone',
  'facility.timeZone',
  'facility.stateRuleSet',
  'facility.licensedCapacity',
  'facility.opensAt',
  'facility.closesAt',
  'administrator.firstName',
  'administrator.lastName',
  'administrator.email',
  'administrator.password',
] as const;

/** The request of the form's values: the password once. */
function setupRequestOf(values: SetupFormValues): SetupInput {
  const { firstName, lastName, email, password } = values.administrator;
  return { ...values, administrator: { firstName, lastName, email, password } };
}

/** The browser's own time zone, which a center usually shares, when the list knows it. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Chicago';
}

/** What /setup shows once the install is set up: no form, only the way to sign in. */
function SetupComplete() {
  return (
    <AuthScreenFrame title={MESSAGES.setupCompleteTitle}>
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
          <Text fz="sm">{MESSAGES.setupAlreadyComplete}</Text>
        </Alert>
        <Button component={Link} to="/login" size="md" fullWidth>
          Sign in
        </Button>
      </Stack>
    </AuthScreenFrame>
  );
}

/** The form of an install nobody has set up: the setup code, the facility and its first administrator. */
function SetupForm() {
  const completion = useCompleteSetup();
  const form = useForm<SetupFormValues>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: {
      setupCode: '',
      facility: {
        name: '',
        address: '',
        phone: '',
        timeZone: browserTimeZone(),
        stateRuleSet: 'texas',
        opensAt: '07:00',
        closesAt: '18:00',
      },
      administrator: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    },
  });
  const submit = formSubmitHandler(form, {
    write: (values) => completion.mutateAsync(setupRequestOf(values)),
    success: MESSAGES.setupCreated,
    fields: FORM_FIELDS,
    failure: withReason(MESSAGES.failedToCreateFacility),
  });
  return (
    <AuthScreenFrame title="Set up CareNest" subtitle="Create your facility and its first administrator">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SetupFields form={form} />
          <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
            Create facility
          </Button>
        </Stack>
      </form>
    </AuthScreenFrame>
  );
}

/**
 * The first-run setup screen (/setup, ARCHITECTURE.md "First-run setup"): the form while the install is not set
 * up, and only "Setup is complete" with a way to sign in once it is.
 */
export function SetupPage() {
  usePageTitle('Set up CareNest');
  const installation = useInstallationStatus();
  if (installation.isPending) return <FullPageLoader label="Checking the install" />;
  if (installation.isError)
    return (
      <AuthScreenFrame title="Set up CareNest">
        <Alert color="red" variant="light">
          {describeError(installation.error)}
        </Alert>
      </AuthScreenFrame>
    );
  return installation.data.isSetUp ? <SetupComplete /> : <SetupForm />;
}
