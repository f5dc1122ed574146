import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconX } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT } from '@carenest/core';
import { formatFileSize } from './document-format.ts';

/**
 * The drag-and-drop or click area of the upload dialog: a real file input behind a keyboard-operable
 * area (Enter or Space opens the picker), the chosen file with a Remove control, and the 10 MB note.
 * After Remove the focus goes back to the area, so a keyboard user can choose another file at once.
 */
export function FileDropArea({
  file,
  error,
  onChoose,
  onRemove,
}: {
  file: File | null;
  error: string | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const isRemovingRef = useRef(false);
  const [isDragging, setIsDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    input.current?.click();
  };
  const remove = () => {
    isRemovingRef.current = true;
    onRemove();
  };

  useEffect(() => {
    if (file || !isRemovingRef.current) return;
    isRemovingRef.current = false;
    area.current?.focus();
  }, [file]);

  if (file) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
          </Stack>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${file.name}`} onClick={remove}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {error ? (
          <Text id={errorId} role="alert" c="red.8" fz="sm" mt="xs">
            {error}
          </Text>
        ) : null}
      </Paper>
    );
  }

  return (
    <div>
      <Paper
        ref={area}
        withBorder
        radius="md"
        p="lg"
        role="button"
        tabIndex={0}
        aria-label="Choose a file to upload"
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          cursor: 'pointer',
          background: isDragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Stack align="center" gap={4}>
          <IconCloudUpload size={36} color="var(--mantine-color-blue-7)" aria-hidden />
          <Text fw={600}>Drag a file here or click to choose</Text>
          <Text id={hintId} fz="sm" c="dimmed" ta="center">
            PDF, Word (doc, docx) or image (jpg, jpeg, png). Maximum file size 10 MB.
          </Text>
        </Stack>
      </Paper>
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        aria-label="File"
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          if (chosen) onChoose(chosen);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
