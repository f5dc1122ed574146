import { Box, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { HIPAA_AGREEMENT, HIPAA_AGREEMENT_TEXT, hipaaAudienceFor, type Role } from '@carenest/core';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';

/**
 * Step 1, Review Document: the agreement text for the user's role in a scrollable box (reachable
 * with Tab so it scrolls with the keyboard), the "read" tick box, Continue and Decline & Exit.
 */
export function ReviewStep({
  role,
  isRead,
  onReadChange,
  error,
  onContinue,
  onDecline,
  isDeclining,
}: {
  role: Role;
  isRead: boolean;
  onReadChange: (isRead: boolean) => void;
  error: string | null;
  onContinue: () => void;
  onDecline: () => void;
  isDeclining: boolean;
}) {
  const paragraphs = HIPAA_AGREEMENT_TEXT[hipaaAudienceFor(role)];
  return (
    <Stack gap="md">
      <StepHeading
        step={1}
        title="Review Document"
        instruction="Please read the agreement for your role in full."
      />
      <Box
        component="section"
        role="region"
        aria-labelledby="hipaa-document-title"
        tabIndex={0}
        mah={320}
        p="md"
        bg="gray.0"
        style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      >
        <Stack gap="sm">
          <Title order={3} fz="md" id="hipaa-document-title">
            {HIPAA_AGREEMENT.title}
          </Title>
          {paragraphs.map((paragraph) => (
            <Text key={paragraph} fz="sm" lh={1.6}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Box>
      <Checkbox
        label="I have read and understand this document"
        checked={isRead}
        onChange={(event) => onReadChange(event.currentTarget.checked)}
        error={error}
      />
      <StepActions
        start={
          <Button variant="outline" color="red" onClick={onDecline} loading={isDeclining}>
            Decline &amp; Exit
          </Button>
        }
        end={
          <Button onClick={onContinue} rightSection={<IconArrowRight size={16} aria-hidden />}>
            Continue
          </Button>
        }
      />
    </Stack>
  );
}
