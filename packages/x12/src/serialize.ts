import { DEFAULT_DELIMITERS, X12Error, type Delimiters, type Segment } from './segments.ts';

/**
 * Writes segments with the given delimiters, one terminator after each (and a line break after it when
 * `lineBreaks` is set, as many trading partners like to read them). Refuses a value that contains a
 * delimiter, since it would change the file's structure.
 */
export function serialize(
  segments: readonly Segment[],
  options: { delimiters?: Delimiters; lineBreaks?: boolean } = {},
): string {
  const delimiters = options.delimiters ?? DEFAULT_DELIMITERS;
  const forbidden = [delimiters.element, delimiters.segment, delimiters.repetition];
  const parts: string[] = [];
  segments.forEach((segment, index) => {
    segment.elements.forEach((value, elementIndex) => {
      const isCompositeAllowed = segment.id !== 'ISA';
      const bad = forbidden.find((character) => value.includes(character));
      const isIsaRepetition = segment.id === 'ISA' && elementIndex === 10;
      if (bad && !isIsaRepetition)
        throw new X12Error(`the value contains the delimiter "${bad}"`, {
          segmentId: segment.id,
          position: index + 1,
          element: elementIndex + 1,
        });
      if (!isCompositeAllowed && value.includes(delimiters.component) && elementIndex !== 15)
        throw new X12Error(`the value contains the delimiter "${delimiters.component}"`, {
          segmentId: segment.id,
          position: index + 1,
          element: elementIndex + 1,
        });
    });
    parts.push([segment.id, ...segment.elements].join(delimiters.element) + delimiters.segment);
  });
  return parts.join(options.lineBreaks ? '\n' : '') + (options.lineBreaks ? '\n' : '');
}
