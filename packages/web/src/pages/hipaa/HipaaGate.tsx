import { Suspense, type ReactNode } from 'react';
import { Center, Container } from '@mantine/core';
import { describeError } from '../../api/client.ts';
import { lazyScreen } from '../../app/lazy-screen.tsx';
import { withOtherScreensStyles } from '../../app/other-screens-styles.ts';
import { useHipaaStatus } from '../../api/hipaa.ts';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';

/** The compliance screen, signature_pad and the styles they draw with load only for a user who must sign. */
const HipaaAgreementScreen = lazyScreen(
  withOtherScreensStyles(() =>
    import('./HipaaAgreementScreen.tsx').then((module) => module.HipaaAgreementScreen),
  ),
);

/**
 * The HIPAA compliance gate of the signed-in area (GET /api/hipaa): a spinner while the status loads,
 * the compliance screen instead of the app while a signature is required, else the app. The server
 * refuses PHI routes on its own; the gate keeps the user from meeting those refusals.
 */
export function HipaaGate({ children }: { children: ReactNode }) {
  const status = useHipaaStatus();

  if (status.data === undefined) {
    if (!status.isError) return <FullPageLoader label="Checking your HIPAA agreement" />;
    return (
      <Container component="main" size={560} py="xl">
        <Center mih="50vh">
          <QueryErrorAlert
            title="Could not check your HIPAA agreement"
            message={describeError(status.error)}
            onRetry={() => void status.refetch()}
            isRetrying={status.isFetching}
          />
        </Center>
      </Container>
    );
  }
  if (status.data.requiresSignature) {
    return (
      <Suspense fallback={<FullPageLoader label="Loading the HIPAA agreement" />}>
        <HipaaAgreementScreen />
      </Suspense>
    );
  }
  return children;
}
