import { Alert } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import type { AuditVerification } from '@carenest/core';

/** The outcome of "Verify chain": green when every row's hash links up, red at the first broken row. */
export function ChainVerificationResult({ verification }: { verification: AuditVerification }) {
  if (verification.isIntact) {
    return (
      <Alert color="green" variant="light" icon={<IconShieldCheck aria-hidden />} role="status">
        Audit chain intact — {verification.checkedRows.toLocaleString('en-US')} rows verified
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconShieldX aria-hidden />} role="alert">
      Chain broken at entry #{verification.firstBrokenSequence ?? '?'}:{' '}
      {verification.reason ?? 'unknown reason'}
    </Alert>
  );
}
