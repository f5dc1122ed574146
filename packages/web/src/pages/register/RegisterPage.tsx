import { Link } from 'react-router';
import { Button, Text } from '@mantine/core';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/** The registration screen (/register): self-registration arrives with the identity work. */
export function RegisterPage() {
  usePageTitle('Create Account');
  return (
    <AuthScreenFrame title="Create Account">
      <Text>
        Creating an account from this screen is not yet available: it arrives with the identity work, together
        with administrator approval of new staff accounts and HIPAA compliance training.
      </Text>
      <Text>Until then, ask your facility administrator to set up your account.</Text>
      <Button component={Link} to="/login" variant="light">
        Back to sign in
      </Button>
    </AuthScreenFrame>
  );
}
