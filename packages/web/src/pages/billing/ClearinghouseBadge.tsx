import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useBillingSettings } from '../../api/billing.ts';

/** What the sandbox does, for the badge's tooltip and its accessible description. */
const SANDBOX_EXPLANATION =
  'Claims go to the local sandbox clearinghouse, which accepts and pays every valid claim; nothing reaches a payer.';

/**
 * "Sandbox clearinghouse" beside the billing screen's title while claims go to the local sandbox (no
 * CLEARINGHOUSE_URL), so no one takes its payments for a payer's; nothing once a real clearinghouse is set.
 */
export function ClearinghouseBadge() {
  const settings = useBillingSettings(true);
  if (!settings.data?.clearinghouse.isSandbox) return null;
  return (
    <Tooltip
      label={SANDBOX_EXPLANATION}
      multiline
      w={280}
      events={{ hover: true, focus: false, touch: true }}
    >
      <Badge color="yellow" variant="light" size="lg" leftSection={<IconFlask size={14} aria-hidden />}>
        Sandbox clearinghouse
        <VisuallyHidden>: {SANDBOX_EXPLANATION}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
