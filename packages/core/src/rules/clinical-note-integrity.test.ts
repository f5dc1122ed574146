import { describe, expect, it } from 'vitest';
import {
  NOTE_HASH_DISPLAY_LENGTH,
  noteAmendmentHashInput,
  noteVersionHashInput,
  shortHash,
  signedRecordInput,
} from './clinical-note-integrity.ts';
import { CLINICAL_RECORD_TYPES } from '../enums.ts';
import { CLINICAL_NOTE_FILTERS, CLINICAL_NOTE_TYPES } from '../schemas/clinical-notes.ts';

const version = {
  noteId: '7f1c2a9e-0000-4000-8000-000000000001',
  version: 1,
  patientId: '7f1c2a9e-0000-4000-8000-000000000002',
  noteType: 'nursing_note',
  content: 'Lungs clear, SpO2 97%',
  authorId: '7f1c2a9e-0000-4000-8000-000000000003',
  timestamp: new Date('2025-03-04T14:05:06.789Z'),
};

describe('the canonical form a note version is hashed over', () => {
  it('lists every hashed field with sorted keys, no white space and the time in UTC ISO form', () => {
    expect(noteVersionHashInput(version)).toBe(
      '{"authorId":"7f1c2a9e-0000-4000-8000-000000000003","content":"Lungs clear, SpO2 97%",' +
        '"kind":"clinical_note_version","noteId":"7f1c2a9e-0000-4000-8000-000000000001",' +
        '"noteType":"nursing_note","patientId":"7f1c2a9e-0000-4000-8000-000000000002",' +
        '"timestamp":"2025-03-04T14:05:06.789Z","version":1}',
    );
  });

  it('does not depend on the order the fields were given in', () => {
    const reordered = {
      timestamp: version.timestamp,
      content: version.content,
      authorId: version.authorId,
      noteType: version.noteType,
      patientId: version.patientId,
      version: version.version,
      noteId: version.noteId,
    };
    expect(noteVersionHashInput(reordered)).toBe(noteVersionHashInput(version));
  });

  it('changes when any hashed field changes, so a change to any of them is detected', () => {
    const original = noteVersionHashInput(version);
    const changes = [
      { content: 'Lungs clear, SpO2 96%' },
      { patientId: '7f1c2a9e-0000-4000-8000-000000000009' },
      { noteType: 'incident_report' },
      { authorId: '7f1c2a9e-0000-4000-8000-000000000009' },
      { timestamp: new Date('2025-03-04T14:05:06.790Z') },
      { version: 2 },
      { noteId: '7f1c2a9e-0000-4000-8000-000000000009' },
    ];
    for (const change of changes) expect(noteVersionHashInput({ ...version, ...change })).not.toBe(original);
  });

  it('keeps quotes and markup as escaped text', () => {
    expect(noteVersionHashInput({ ...version, content: '<img src=x onerror="alert(1)">' })).toContain(
      '"content":"<img src=x onerror=\\"alert(1)\\">"',
    );
  });
});

describe('the canonical form of an amendment and of what the server signs', () => {
  const amendment = {
    noteId: version.noteId,
    patientId: version.patientId,
    reason: 'Wrong saturation',
    amendmentText: 'SpO2 was 95%',
    authorId: version.authorId,
    timestamp: version.timestamp,
  };

  it('is never equal to a version form, and covers reason and text', () => {
    const text = noteAmendmentHashInput(amendment);
    expect(text).toContain('"kind":"clinical_note_amendment"');
    expect(noteAmendmentHashInput({ ...amendment, reason: 'Other reason' })).not.toBe(text);
    expect(noteAmendmentHashInput({ ...amendment, amendmentText: 'SpO2 was 94%' })).not.toBe(text);
  });

  it('signs hash, author and time', () => {
    expect(signedRecordInput({ hash: 'ab12', authorId: 'u1', timestamp: version.timestamp })).toBe(
      '{"authorId":"u1","hash":"ab12","timestamp":"2025-03-04T14:05:06.789Z"}',
    );
  });

  it('shows the first 16 characters of a hash in the list', () => {
    expect(NOTE_HASH_DISPLAY_LENGTH).toBe(16);
    expect(shortHash('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef');
  });
});

describe('note types', () => {
  it('are the clinical record types without discharge_summary', () => {
    expect([...CLINICAL_NOTE_TYPES].sort()).toEqual(
      CLINICAL_RECORD_TYPES.filter((type) => type !== 'discharge_summary').sort(),
    );
  });

  it('offer daily_assessment only when creating: the type filter leaves it out', () => {
    expect(CLINICAL_NOTE_FILTERS).toEqual([
      'all',
      'nursing_note',
      'therapy_note',
      'medication_administration',
      'vital_signs',
      'incident_report',
    ]);
  });
});
