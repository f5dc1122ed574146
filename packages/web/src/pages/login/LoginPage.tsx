import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { MESSAGES, signInSchema, type SignInInput } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import type { DemoAccount } from '../../api/auth.ts';
import { useSignIn } from '../../auth/auth-mutations.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { readSignInOrigin } from '../../auth/origin.ts';
import { clearSignOutNotice, readSignOutNotice } from '../../auth/sign-out-notice.ts';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { MfaCodeForm } from './MfaCodeForm.tsx';
import { SignInFields } from './SignInFields.tsx';
import { readRememberedSignIn, storeRememberedSignIn } from './remembered-sign-in.ts';

const FORM_FIELDS = ['email', 'password', 'role'] as const;

/**
 * The sign-in screen (/login): role cards, email, password, remember-me, Demo Access, then the MFA
 * code step for accounts that have MFA. On success it welcomes the user and returns to the
 * remembered origin or the dashboard. After an automatic sign-out it says why.
 */
export function LoginPage() {
  usePageTitle('Sign In');
  const { user, isLoading } = useAuth();
  const signIn = useSignIn();
  const location = useLocation();
  const [remembered] = useState(readRememberedSignIn);
  const [signOutNotice] = useState(readSignOutNotice);
  const [isRememberMeChecked, setIsRememberMeChecked] = useState(remembered !== null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [mfaChallenge, setMfaChallenge] = useState<{
    token: string;
    email: string;
    role: SignInInput['role'];
  }>();
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: remembered?.email ?? '', password: '', role: remembered?.role ?? 'parent' },
  });
  // Stable, so the memoized fields do not redraw for it.
  const fillDemoAccount = useCallback(
    (account: DemoAccount) => {
      form.setValue('email', account.email, { shouldValidate: true });
      form.setValue('password', account.password, { shouldValidate: true });
      form.setValue('role', account.role === 'super_admin' ? 'administrator' : account.role, {
        shouldValidate: true,
      });
      setFailureMessage(null);
    },
    [form],
  );

  useEffect(clearSignOutNotice, []);

  if (isLoading) return <FullPageLoader label="Checking your session" />;
  if (user) return <Navigate to={readSignInOrigin(location.state)} replace />;

  const welcome = (remember: { email: string; role: SignInInput['role'] }) => {
    storeRememberedSignIn(isRememberMeChecked ? remember : null);
    notifySuccess(MESSAGES.welcome);
  };

  const submit = formSubmitHandler(form, {
    write: (values: SignInInput) => {
      setFailureMessage(null);
      return signIn.mutateAsync(values).then((outcome) => ({ outcome, values }));
    },
    onSuccess: ({ outcome, values }) => {
      if (outcome.status === 'mfaRequired') {
        setMfaChallenge({ token: outcome.challengeToken, email: values.email, role: values.role });
      } else welcome(values);
    },
    fields: FORM_FIELDS,
    failure: describeError,
    showFailure: (message) => {
      setFailureMessage(message);
      notifyError(message);
    },
  });

  const leaveMfaStep = () => {
    setMfaChallenge(undefined);
    form.setValue('password', '');
  };

  return (
    <AuthScreenFrame title="Sign in to CareNest" subtitle="Care coordination for pediatric extended care">
      {signOutNotice ? (
        <Alert color="yellow" variant="light" icon={<IconClockPause aria-hidden />} title="Signed out">
          {signOutNotice}
        </Alert>
      ) : null}
      {mfaChallenge ? (
        <MfaCodeForm
          challengeToken={mfaChallenge.token}
          onSignedIn={() => welcome({ email: mfaChallenge.email, role: mfaChallenge.role })}
          onBack={leaveMfaStep}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <SignInFields
            form={form}
            failureMessage={failureMessage}
            isRememberMeChecked={isRememberMeChecked}
            onRememberMeChange={setIsRememberMeChecked}
            onChooseDemoAccount={fillDemoAccount}
          />
        </form>
      )}
    </AuthScreenFrame>
  );
}
