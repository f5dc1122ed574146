import type { AdministrationOutcome, DoseStatus } from '@carenest/core';

/** Colour and variant of a schedule chip by today's status: red for missed, orange late, blue due now. */
export const DOSE_STATUS_STYLE: Record<
  DoseStatus,
  { color: string; variant: 'light' | 'filled' | 'outline' }
> = {
  upcoming: { color: 'gray', variant: 'outline' },
  due: { color: 'blue', variant: 'filled' },
  late: { color: 'orange', variant: 'filled' },
  missed: { color: 'red', variant: 'filled' },
  given: { color: 'green', variant: 'light' },
  held: { color: 'yellow', variant: 'light' },
  refused: { color: 'grape', variant: 'light' },
  given_at_home: { color: 'teal', variant: 'light' },
};

/** Colour of an administration's outcome badge. */
export const OUTCOME_COLOR: Record<AdministrationOutcome, string> = {
  given: 'green',
  held: 'yellow',
  refused: 'grape',
};
