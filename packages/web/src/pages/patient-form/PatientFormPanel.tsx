import { useNavigate } from 'react-router';
import { MESSAGES, type PatientDetail, type PatientInput } from '@carenest/core';
import { useSavePatient } from '../../api/patient-management.ts';
import { notifySuccess } from '../../notifications/notify.ts';
import { patientChartPath } from '../patients/patient-paths.ts';
import { PatientForm } from './PatientForm.tsx';
import { EMPTY_PATIENT_FORM, patientFormValuesOf } from './patient-form-values.ts';

/**
 * The patient form with its save: a new patient is added and their chart opened; an edited
 * patient's chart is refreshed. Loaded on demand when the form is first opened.
 */
export function PatientFormPanel({ patient, onDone }: { patient: PatientDetail | null; onDone: () => void }) {
  const navigate = useNavigate();
  const saving = useSavePatient(patient?.id ?? null);

  const save = async (input: PatientInput) => {
    const saved = await saving.mutateAsync(input);
    notifySuccess(patient ? MESSAGES.patientUpdated : MESSAGES.patientCreated);
    onDone();
    if (!patient) void navigate(patientChartPath(saved.id));
  };

  return (
    <PatientForm
      defaultValues={patient ? patientFormValuesOf(patient) : EMPTY_PATIENT_FORM}
      submitLabel={patient ? 'Save changes' : 'Save patient'}
      onSave={save}
      onCancel={onDone}
    />
  );
}
