import { Link } from 'react-router';
import { Button, Text } from '@mantine/core';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/** Password help (/forgot-password): until self-service reset exists, the administrator resets passwords. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <AuthScreenFrame title="Forgot your password?">
      <Text>
        Please contact your facility administrator. They can reset your password and unlock your account.
      </Text>
      <Button component={Link} to="/login" variant="light">
        Back to sign in
      </Button>
    </AuthScreenFrame>
  );
}
