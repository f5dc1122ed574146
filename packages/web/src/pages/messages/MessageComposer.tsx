import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, FileButton, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import {
  DOCUMENT_ACCEPT,
  MESSAGES,
  SECURE_MESSAGE_MAXIMUM_LENGTH,
  sendMessageSchema,
  type SendMessageInput,
} from '@carenest/core';
import { useSendMessage } from '../../api/secure-messages.ts';
import { submitForm } from '../../forms/submit-form.ts';
import { formatFileSize } from '../documents/document-format.ts';
import { useMessageAttachments } from './use-message-attachments.ts';

/**
 * The box to write in a conversation (Ctrl+Enter sends) and, for writers who may, Attach file: each chosen
 * file is uploaded into the child's documents at once and listed with a Remove button; Send waits until
 * every file is in.
 */
export function MessageComposer({
  threadId,
  patientId,
  canAttach,
}: {
  threadId: string;
  patientId: string;
  canAttach: boolean;
}) {
  const send = useSendMessage();
  const files = useMessageAttachments(patientId);
  const form = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: '' },
  });

  const submit = form.handleSubmit(async ({ body }) => {
    if (files.isUploading) return;
    await submitForm({
      write: () => send.mutateAsync({ threadId, body, attachmentIds: files.readyIds }),
      onSuccess: () => {
        form.reset({ body: '' });
        files.clear();
      },
      form,
      fields: ['body'],
      failure: MESSAGES.failedToSendMessage,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Your message"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={SECURE_MESSAGE_MAXIMUM_LENGTH}
          error={form.formState.errors.body?.message}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          }}
          {...form.register('body')}
        />
        {files.attachments.length > 0 ? (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Files to send">
            {files.attachments.map((file) => (
              <Paper key={file.key} component="li" withBorder radius="sm" px="xs" py={4}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {file.documentId ? (
                      <IconPaperclip size={14} aria-hidden />
                    ) : (
                      <Loader size={14} aria-label={`Uploading ${file.fileName}`} />
                    )}
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {file.fileName}
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {file.documentId ? formatFileSize(file.fileSize) : 'uploading…'}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    onClick={() => files.remove(file.key)}
                    disabled={!file.documentId}
                    aria-label={`Remove ${file.fileName}`}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : null}
        <Group justify={canAttach ? 'space-between' : 'flex-end'}>
          {canAttach ? (
            <FileButton onChange={(file) => file && void files.add(file)} accept={DOCUMENT_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPaperclip size={16} aria-hidden />}
                  disabled={files.isFull}
                >
                  Attach file
                </Button>
              )}
            </FileButton>
          ) : null}
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={form.formState.isSubmitting}
            disabled={files.isUploading}
          >
            Send
          </Button>
        </Group>
        {canAttach ? (
          <Text fz="xs" c="dimmed">
            PDF, Word, JPEG or PNG up to 10 MB, at most 3 per message. Attached files are also kept in the
            child’s documents.
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
