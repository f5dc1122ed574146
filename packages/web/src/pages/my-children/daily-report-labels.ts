/** The languages a daily report is shown in. */
export type ReportLanguage = 'en' | 'es';

/** The words of the daily report, in English and Spanish (the data itself is shown as recorded). */
export const DAILY_REPORT_LABELS: Record<
  ReportLanguage,
  {
    title: (childName: string) => string;
    arrival: string;
    departure: string;
    notYet: string;
    byVan: string;
    atFrontDesk: string;
    withAdult: (name: string) => string;
    medications: string;
    given: string;
    held: string;
    noMedications: string;
    vitalSigns: string;
    withinRange: string;
    followingUp: string;
    noVitalSigns: string;
    therapy: string;
    sessionWith: (therapist: string) => string;
    noTherapy: string;
    print: string;
    language: string;
  }
> = {
  en: {
    title: (childName) => `${childName}'s day`,
    arrival: 'Arrival',
    departure: 'Departure',
    notYet: 'Not yet',
    byVan: 'by the van',
    atFrontDesk: 'at the front desk',
    withAdult: (name) => `with ${name}`,
    medications: 'Medications',
    given: 'Given',
    held: 'Held',
    noMedications: 'No medications today.',
    vitalSigns: 'Vital signs',
    withinRange: 'Within range',
    followingUp: 'The nurse is following up',
    noVitalSigns: 'No readings today.',
    therapy: 'Therapy',
    sessionWith: (therapist) => `Session with ${therapist}`,
    noTherapy: 'No therapy sessions today.',
    print: 'Print',
    language: 'Language',
  },
  es: {
    title: (childName) => `El día de ${childName}`,
    arrival: 'Llegada',
    departure: 'Salida',
    notYet: 'Todavía no',
    byVan: 'en la camioneta',
    atFrontDesk: 'en la recepción',
    withAdult: (name) => `con ${name}`,
    medications: 'Medicamentos',
    given: 'Administrado',
    held: 'Suspendido',
    noMedications: 'Sin medicamentos hoy.',
    vitalSigns: 'Signos vitales',
    withinRange: 'Dentro del rango',
    followingUp: 'La enfermera está dando seguimiento',
    noVitalSigns: 'Sin mediciones hoy.',
    therapy: 'Terapia',
    sessionWith: (therapist) => `Sesión con ${therapist}`,
    noTherapy: 'Sin sesiones de terapia hoy.',
    print: 'Imprimir',
    language: 'Idioma',
  },
};
