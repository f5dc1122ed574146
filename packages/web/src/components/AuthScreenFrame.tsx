import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { CareNestLogo } from './CareNestLogo.tsx';
import { DemoInstallBanner } from './DemoInstallBanner.tsx';

/** The centred card of the public screens (sign-in, registration, password help, access denied, setup). */
export function AuthScreenFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box component="main" bg="gray.0" mih="100vh" py={{ base: 'md', sm: 48 }} px="md">
      <Center>
        <Stack w="100%" maw={520} gap="lg">
          <DemoInstallBanner />
          <Center>
            <CareNestLogo size="lg" />
          </Center>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} fz={{ base: 24, sm: 28 }}>
                  {title}
                </Title>
                {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
