import { z } from 'zod';
import { patientDetailSchema } from './patients.ts';

/** Answer of GET /api/patients/{patientId}. */
export const patientDetailResponseSchema = z.object({ patient: patientDetailSchema });
