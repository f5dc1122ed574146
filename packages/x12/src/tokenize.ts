import { X12Error, type Delimiters, type Segment } from './segments.ts';

/** An interchange as read: its delimiters and its segments in order, each with its position. */
export interface X12Document {
  delimiters: Delimiters;
  segments: Segment[];
}

/** The fixed length of an ISA segment, its terminator included. */
export const ISA_LENGTH = 106;

/**
 * Reads the delimiters from the fixed-width ISA at the start of the text: the element separator is its 4th
 * character, the repetition separator ISA11 (83rd), the component separator ISA16 (105th) and the segment
 * terminator the 106th. Refuses text that does not start with an ISA or whose ISA is cut short.
 */
export function readDelimiters(text: string): Delimiters {
  if (!text.startsWith('ISA')) throw new X12Error('the file must start with an ISA segment', isaAt());
  if (text.length < ISA_LENGTH) throw new X12Error('the ISA segment is shorter than 106 characters', isaAt());
  const element = text[3]!;
  const delimiters = { element, repetition: text[82]!, component: text[104]!, segment: text[105]! };
  const fields = text.slice(0, ISA_LENGTH - 1).split(element);
  if (fields.length !== 17)
    throw new X12Error(`the ISA segment has ${fields.length - 1} elements instead of 16`, isaAt());
  const distinct = new Set([element, delimiters.component, delimiters.segment]);
  if (distinct.size !== 3 || /[A-Za-z0-9 ]/.test([...distinct].join('')))
    throw new X12Error('the ISA segment declares unusable delimiters', isaAt());
  return delimiters;
}

/** Where an ISA problem is. */
function isaAt() {
  return { segmentId: 'ISA', position: 1 };
}

/**
 * Splits an interchange into segments with the delimiters its ISA declares. Line breaks between segments
 * (some senders put one after each terminator) are ignored; a segment id must be 2 or 3 letters or digits.
 */
export function tokenize(text: string): X12Document {
  const source = text.replace(/^\uFEFF/, '').replace(/^\s+/, '');
  const delimiters = readDelimiters(source);
  const segments: Segment[] = [];
  const pieces = source.split(delimiters.segment);
  for (const piece of pieces) {
    const raw = piece.replace(/^[\r\n]+/, '').replace(/[\r\n]+$/, '');
    if (raw === '') continue;
    const [id = '', ...elements] = raw.split(delimiters.element);
    const position = segments.length + 1;
    if (!/^[A-Z0-9]{2,3}$/.test(id))
      throw new X12Error(`"${id.slice(0, 10)}" is not a segment id`, {
        segmentId: id.slice(0, 3) || '?',
        position,
      });
    segments.push({ id, elements, position });
  }
  return { delimiters, segments };
}
