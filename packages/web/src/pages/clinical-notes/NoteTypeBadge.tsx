import { Badge } from '@mantine/core';
import { CLINICAL_NOTE_TYPE_LABELS, type ClinicalNoteType } from '@carenest/core';

/** One colour per note type, so the list can be scanned by type. */
const TYPE_COLORS: Record<ClinicalNoteType, string> = {
  nursing_note: 'blue',
  therapy_note: 'grape',
  medication_administration: 'teal',
  vital_signs: 'cyan',
  incident_report: 'red',
  daily_assessment: 'indigo',
};

/** The note type as a coloured badge. */
export function NoteTypeBadge({ noteType }: { noteType: ClinicalNoteType }) {
  return (
    <Badge color={TYPE_COLORS[noteType]} variant="light" radius="sm">
      {CLINICAL_NOTE_TYPE_LABELS[noteType]}
    </Badge>
  );
}

/** The Amended mark of a note that carries an amendment. */
export function AmendedBadge() {
  return (
    <Badge color="orange" variant="light" radius="sm">
      Amended
    </Badge>
  );
}
