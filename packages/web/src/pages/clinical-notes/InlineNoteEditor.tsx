import { useRef, useState, type KeyboardEvent } from 'react';
import { Textarea } from '@mantine/core';
import { MESSAGES, editClinicalNoteSchema, type ClinicalNoteDetail } from '@carenest/core';
import { useEditClinicalNote } from '../../api/clinical-notes.ts';
import { submitForm } from '../../forms/submit-form.ts';

/**
 * The author's inline edit of a note's content (spec part 2, section 2): saves a new signed version on
 * Ctrl+Enter, or on leaving the field when the text changed; Escape puts the saved text back (and, with
 * nothing changed, closes the window as usual).
 */
export function InlineNoteEditor({ note }: { note: ClinicalNoteDetail }) {
  const editNote = useEditClinicalNote();
  const [text, setText] = useState(note.content);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const savedContent = useRef(note.content);
  const isSavingNow = useRef(false);
  const isChanged = text.trim() !== savedContent.current;

  const save = async () => {
    if (isSavingNow.current || !isChanged) return;
    const parsed = editClinicalNoteSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.clinicalNoteContentRequired);
      return;
    }
    isSavingNow.current = true;
    setIsSaving(true);
    await submitForm({
      write: () => editNote.mutateAsync({ noteId: note.id, content: parsed.data.content }),
      success: MESSAGES.clinicalNoteUpdated,
      onSuccess: (edited) => {
        savedContent.current = edited.content;
        setText(edited.content);
        setError(null);
      },
      failure: MESSAGES.clinicalNoteUpdateFailed,
    });
    isSavingNow.current = false;
    setIsSaving(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && isChanged) {
      event.preventDefault();
      setText(savedContent.current);
      setError(null);
    }
  };

  return (
    <Textarea
      label="Note content"
      description="You wrote this note: edit it here. Ctrl+Enter or leaving the field saves a new signed version; Escape cancels."
      autosize
      minRows={4}
      maxRows={16}
      value={text}
      readOnly={isSaving}
      error={error}
      data-mantine-stop-propagation={isChanged ? 'true' : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={handleKeyDown}
      onBlur={() => void save()}
    />
  );
}
