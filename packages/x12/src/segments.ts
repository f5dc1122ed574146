/**
 * The X12 vocabulary every transaction shares: a segment (its id and its elements, the first element at
 * index 0 of `elements`, so `elements[0]` is XX01), the four delimiters an interchange declares in its ISA,
 * and the error that names a segment and its position.
 */

/** One segment as read or as built. `position` is its 1-based place in the interchange when it was read. */
export interface Segment {
  id: string;
  elements: string[];
  position?: number;
}

/** The four separators of an interchange, read from its ISA (X12.5 section 3.3). */
export interface Delimiters {
  element: string;
  repetition: string;
  component: string;
  segment: string;
}

/** The separators CareNest writes: `*`, `^`, `:` and `~` (the ones in most 5010 examples). */
export const DEFAULT_DELIMITERS: Delimiters = { element: '*', repetition: '^', component: ':', segment: '~' };

/** A problem with an X12 file, naming the segment (and element) and where it is. */
export class X12Error extends Error {
  /** The segment id the problem is in, for example `CLM`. */
  readonly segmentId: string;
  /** The segment's 1-based position in the interchange (0 when unknown). */
  readonly position: number;
  /** The 1-based element index, when the problem is in one element. */
  readonly element: number | undefined;

  constructor(message: string, where: { segmentId: string; position: number; element?: number }) {
    super(`${describeWhere(where)}: ${message}`);
    this.name = 'X12Error';
    this.segmentId = where.segmentId;
    this.position = where.position;
    this.element = where.element;
  }
}

/** "Segment CLM (position 23), element 2" as the messages say it. */
export function describeWhere(where: { segmentId: string; position: number; element?: number }): string {
  const at = where.position > 0 ? ` (position ${where.position})` : '';
  const element = where.element ? `, element ${where.element}` : '';
  return `Segment ${where.segmentId}${at}${element}`;
}

/** Element `index` (1-based, as the implementation guides number them) of a segment, or '' when absent. */
export function elementOf(segment: Segment, index: number): string {
  return segment.elements[index - 1] ?? '';
}

/** The components of a composite element (for example `HC:97110:GP`), split on the component separator. */
export function componentsOf(value: string, delimiters: Delimiters): string[] {
  return value === '' ? [] : value.split(delimiters.component);
}

/** A segment built from its id and elements, without trailing empty elements. */
export function segment(id: string, ...elements: (string | number | undefined | null)[]): Segment {
  const values = elements.map((value) => (value === undefined || value === null ? '' : String(value)));
  while (values.length > 0 && values.at(-1) === '') values.pop();
  return { id, elements: values };
}
