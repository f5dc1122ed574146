/**
 * A child's day as a parent sees it on My Children (ARCHITECTURE.md, "Parent portal"), from the day's
 * attendance and route handoffs: at home, on the way (picked up for the center), checked in, on the way home
 * (picked up by the home run), and at home again once checked out.
 */
export const CHILD_DAY_STATUSES = ['at_home', 'on_the_way', 'checked_in', 'on_the_way_home'] as const;
/** Where a child is today. */
export type ChildDayStatus = (typeof CHILD_DAY_STATUSES)[number];

/** How My Children names each status. */
export const CHILD_DAY_STATUS_LABELS: Record<ChildDayStatus, string> = {
  at_home: 'At home',
  on_the_way: 'On the way',
  checked_in: 'Checked in',
  on_the_way_home: 'On the way home',
};

/** The day's facts about one child, each the instant it happened (ISO) or null. */
export interface ChildDayFacts {
  /** Picked up by a run to the center. */
  pickedUpForCenter: string | null;
  checkedIn: string | null;
  /** Picked up by a run home. */
  pickedUpForHome: string | null;
  checkedOut: string | null;
}

/**
 * Where the child is now and since when: the latest step of the day wins (checked out → at home; picked up for
 * home → on the way home; checked in → checked in; picked up for the center → on the way); nothing yet today →
 * at home, since null.
 */
export function childDayStatus(facts: ChildDayFacts): { status: ChildDayStatus; since: string | null } {
  if (facts.checkedOut) return { status: 'at_home', since: facts.checkedOut };
  if (facts.pickedUpForHome) return { status: 'on_the_way_home', since: facts.pickedUpForHome };
  if (facts.checkedIn) return { status: 'checked_in', since: facts.checkedIn };
  if (facts.pickedUpForCenter) return { status: 'on_the_way', since: facts.pickedUpForCenter };
  return { status: 'at_home', since: null };
}
