import { z } from 'zod';

// The install's answers, apart from the setup form's schemas (setup.ts): every first screen reads them
// (ARCHITECTURE.md, "Core").

/** `GET /api/setup`: whether the install is set up, and whether it holds demo data (a public answer). */
export const installationStatusSchema = z.object({ isSetUp: z.boolean(), isDemo: z.boolean() });
/** The install's state as every screen reads it. */
export type InstallationStatus = z.infer<typeof installationStatusSchema>;

/** The answer of a completed setup: the facility and the administrator it created. */
export const setupResponseSchema = z.object({ facilityId: z.uuid(), administratorId: z.uuid() });
/** A completed setup. */
export type SetupResponse = z.infer<typeof setupResponseSchema>;
