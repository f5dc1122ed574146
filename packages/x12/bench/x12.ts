// `npm run bench:x12`: builds and validates 1,000 837P claims (one file each, as CareNest submits them) and
// reads and balances an 835 of 5,000 claims. Prints the times; the targets are 1 s and (with posting) 3 s.
import { performance } from 'node:perf_hooks';
import {
  buildProfessionalClaimSegments,
  buildRemittanceSegments,
  checkRemittanceBalance,
  parseRemittance,
  sampleClaimFile,
  serialize,
  validateProfessionalClaimFile,
  SAMPLE_NPI,
  type Remittance,
} from '../src/index.ts';

/** Milliseconds `work` takes. */
function time(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

const claims = Array.from({ length: 1000 }, (_, index) => {
  const file = sampleClaimFile();
  file.interchange.interchangeControlNumber = 1000 + index;
  file.claims[0]!.claimNumber = `PPEC-2026-${String(index + 1).padStart(3, '0')}`;
  file.claims[0]!.lines = file.claims[0]!.lines.map((line, lineIndex) => ({
    ...line,
    controlNumber: `${index}-${lineIndex}`,
  }));
  return file;
});
let invalid = 0;
const buildMs = time(() => {
  for (const file of claims)
    if (validateProfessionalClaimFile(serialize(buildProfessionalClaimSegments(file))).length > 0)
      invalid += 1;
});

const remittance: Remittance = {
  payer: { name: 'FLORIDA MEDICAID', id: '77027' },
  payee: { name: 'SUNRISE PPEC CENTER', npi: SAMPLE_NPI },
  payment: {
    handlingCode: 'I',
    amountCents: 0,
    method: 'ACH',
    date: '2026-11-23',
    traceNumber: 'EFT1',
    originatorId: '1591234567',
  },
  claims: Array.from({ length: 5000 }, (_, index) => ({
    claimNumber: `PPEC-2026-${index + 1}`,
    statusCode: '1',
    chargeCents: 46000,
    paidCents: 40000,
    patientResponsibilityCents: 0,
    filingCode: 'MC',
    payerClaimNumber: `P${index}`,
    patient: { lastName: 'ALVAREZ', firstName: 'SOFIA', memberId: 'FL1234567' },
    adjustments: [],
    lines: [
      {
        procedureCode: 'T1025',
        modifiers: [],
        chargeCents: 32500,
        paidCents: 30000,
        units: 1,
        controlNumber: `${index}A`,
        serviceDate: '2026-11-19',
        adjustments: [{ group: 'CO', reason: '45', amountCents: 2500 }],
      },
      {
        procedureCode: '97110',
        modifiers: ['GP'],
        chargeCents: 13500,
        paidCents: 10000,
        units: 2,
        controlNumber: `${index}B`,
        serviceDate: '2026-11-19',
        adjustments: [{ group: 'CO', reason: '45', amountCents: 3500 }],
      },
    ],
  })),
  providerAdjustments: [],
};
remittance.payment.amountCents = remittance.claims.reduce((sum, claim) => sum + claim.paidCents, 0);
const text = serialize(
  buildRemittanceSegments(
    {
      senderQualifier: 'ZZ',
      senderId: 'PAYER',
      receiverQualifier: 'ZZ',
      receiverId: 'CARENEST',
      applicationSenderCode: 'PAYER',
      applicationReceiverCode: 'CARENEST',
      interchangeControlNumber: 1,
      groupControlNumber: 1,
      transactionControlNumber: 1,
      usage: 'T',
      createdAt: new Date(),
    },
    remittance,
  ),
);
let problems = 0;
const remitMs = time(() => {
  problems = checkRemittanceBalance(parseRemittance(text)).length;
});
console.log(
  `837P: 1,000 claims built, serialized and validated in ${buildMs.toFixed(0)} ms (${invalid} invalid; target < 1000 ms)`,
);
console.log(
  `835: ${(text.length / 1024 / 1024).toFixed(1)} MB, 5,000 claims read and balanced in ${remitMs.toFixed(0)} ms (${problems} problems)`,
);
