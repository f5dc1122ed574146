import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serialize } from '../serialize.ts';
import { sampleClaimFile } from '../testing/sample-claim.ts';
import { buildProfessionalClaimSegments } from './build.ts';
import { parseProfessionalClaimFile } from './parse.ts';
import { validateProfessionalClaimFile } from './validate.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');
const built = (file = sampleClaimFile()) => serialize(buildProfessionalClaimSegments(file));

describe('an 837P built from a claim', () => {
  it('is valid, 106-character ISA, ICD-10 with ABK then ABF, therapy modifiers, a control number per line', () => {
    const text = built();
    expect(validateProfessionalClaimFile(text)).toEqual([]);
    expect(text.indexOf('~')).toBe(105);
    const segments = text.split('~');
    expect(segments).toContain('HI*ABK:G800*ABF:F840*ABF:Q909');
    expect(segments).toContain('SV1*HC:97110:GP*70*UN*2***1');
    expect(segments).toContain('SBR*P*18*******MC');
    expect(segments.filter((value) => value.startsWith('REF*6R*'))).toEqual([
      'REF*6R*L1A',
      'REF*6R*L1B',
      'REF*6R*L1C',
    ]);
    expect(segments).toContain('CLM*PPEC-2026-001*460***99:B:1*Y*A*Y*Y');
    expect(segments).toContain('NM1*IL*1*ALVAREZ*SOFIA****MI*FL1234567');
    expect(segments.some((value) => value.startsWith('HL*3'))).toBe(false);
  });

  it('puts a child on a parent’s plan in a patient loop (2000C) and leaves SBR02 empty', () => {
    const file = sampleClaimFile();
    const claim = file.claims[0]!;
    claim.patient = { ...claim.subscriber, firstName: 'Mateo', relationshipCode: '19' };
    claim.subscriber = { ...claim.subscriber, firstName: 'Maria', birthDate: '1990-02-01' };
    const text = built(file);
    expect(validateProfessionalClaimFile(text)).toEqual([]);
    const segments = text.split('~');
    expect(segments).toContain('HL*2*1*22*1');
    expect(segments).toContain('HL*3*2*23*0');
    expect(segments).toContain('PAT*19');
    expect(segments).toContain('SBR*P********MC');
  });

  it('carries the payer’s claim number on a replacement', () => {
    const file = sampleClaimFile();
    file.claims[0]!.frequencyCode = '7';
    expect(validateProfessionalClaimFile(built(file))).toEqual([
      expect.objectContaining({ segmentId: 'CLM', message: expect.stringContaining('REF*F8') }),
    ]);
    file.claims[0]!.payerClaimNumber = '94060555410000';
    const text = built(file);
    expect(validateProfessionalClaimFile(text)).toEqual([]);
    expect(text).toContain('CLM*PPEC-2026-001*460***99:B:7');
    expect(text).toContain('REF*F8*94060555410000');
  });
});

describe('the validator refuses, naming the segment', () => {
  const broken = (edit: (text: string) => string) => validateProfessionalClaimFile(edit(built()));
  const messages = (edit: (text: string) => string) =>
    broken(edit).map(
      (issue) =>
        `${issue.segmentId}@${issue.position}${issue.element ? `.${issue.element}` : ''}: ${issue.message}`,
    );

  it('a total that is not the sum of the lines', () => {
    expect(messages((text) => text.replace('CLM*PPEC-2026-001*460*', 'CLM*PPEC-2026-001*461*'))).toEqual([
      expect.stringMatching(/^CLM@\d+\.2: CLM02 461 does not equal the sum of the lines \(460.00\)$/),
    ]);
  });
  it('a wrong segment count, control numbers that do not match', () => {
    expect(messages((text) => text.replace(/SE\*(\d+)\*/, 'SE*99*'))).toEqual([
      expect.stringMatching(/^SE@\d+\.1: SE01 says 99/),
    ]);
    expect(messages((text) => text.replace(/GE\*1\*1001/, 'GE*1*1002'))).toEqual([
      expect.stringMatching(/^GE@\d+\.2: GE02 does not match GS06/),
    ]);
    expect(messages((text) => text.replace(/IEA\*1\*000001001/, 'IEA*1*000001002'))).toEqual([
      expect.stringMatching(/^IEA@\d+\.2: IEA02/),
    ]);
  });
  it('an NPI whose check digit is wrong, an ICD-9 code, a pointer to a missing diagnosis, a lost REF*6R', () => {
    const file = sampleClaimFile();
    file.billingProvider.npi = '1234567890';
    expect(validateProfessionalClaimFile(built(file)).map((issue) => issue.message)).toEqual([
      'NPI 1234567890 fails its check digit',
    ]);
    expect(messages((text) => text.replace('ABF:F840', 'BF:0340'))).toEqual([
      expect.stringMatching(/^HI@\d+\.2: the qualifier must be ABF$/),
      expect.stringMatching(/^HI@\d+\.2: 0340 is not an ICD-10-CM code$/),
    ]);
    expect(messages((text) => text.replace('*UN*2***1~', '*UN*2***4~'))).toEqual([
      expect.stringMatching(/^SV1@\d+\.7: diagnosis pointer 4 does not name one of the claim’s 3 diagnoses$/),
    ]);
    const withoutRef = built().replace('REF*6R*L1B~', '');
    const issues = validateProfessionalClaimFile(withoutRef);
    expect(issues.map((issue) => issue.message)).toContain(
      'the line has no line item control number (REF*6R)',
    );
  });
  it('an HL tree whose counts and parents are wrong', () => {
    expect(messages((text) => text.replace('HL*2*1*22*0', 'HL*2*5*22*1'))).toEqual([
      expect.stringMatching(/^HL@\d+\.4: HL04 must be 0$/),
      expect.stringMatching(/^HL@\d+\.2: HL02 must name an earlier level-20 HL$/),
      expect.stringMatching(/^HL@\d+\.4: HL04 must be 0$/),
    ]);
  });
});

describe('the public 837P fixtures', () => {
  it('reads the commercial claim: patient loop, four lines, CLM02 the sum of SV102', () => {
    const parsed = parseProfessionalClaimFile(
      readFileSync(path.join(FIXTURES, '837p-commercial-health-insurance.edi'), 'latin1'),
    );
    expect(parsed.issues).toEqual([]);
    const [claim] = parsed.file.claims;
    expect(claim).toMatchObject({
      claimNumber: '26463774',
      placeOfService: '11',
      frequencyCode: '1',
      memberId: 'JS00111223333',
    });
    expect(claim!.patient).toMatchObject({
      lastName: 'SMITH',
      firstName: 'TED',
      relationshipCode: '19',
      birthDate: '1973-05-01',
    });
    expect(
      claim!.lines.map((line) => [line.procedureCode, line.chargeCents, line.diagnosisPointers]),
    ).toEqual([
      ['99213', 4000, [1]],
      ['87070', 1500, [1]],
      ['99214', 3500, [2]],
      ['86663', 1000, [2]],
    ]);
    expect(parsed.file.billingProvider).toMatchObject({
      npi: '9876543210',
      taxonomy: '203BF0100Y',
      taxId: '587654321',
    });
  });

  it('reads the Medicare secondary claim (the patient is the subscriber, a modifier on a line)', () => {
    const parsed = parseProfessionalClaimFile(
      readFileSync(path.join(FIXTURES, '837p-medicare-secondary-payer-cob.edi'), 'latin1'),
    );
    expect(parsed.issues).toEqual([]);
    const [claim] = parsed.file.claims;
    expect(claim!.patient).toBeUndefined();
    expect(claim!.lines[0]).toMatchObject({ procedureCode: '99203', modifiers: ['25'] });
  });

  it('flags what CareNest would never send in them: ICD-9 qualifiers, lines without REF*6R', () => {
    const issues = validateProfessionalClaimFile(
      readFileSync(path.join(FIXTURES, '837p-commercial-health-insurance.edi'), 'latin1'),
    );
    const messages = issues.map((issue) => issue.message);
    expect(messages).toContain('the qualifier must be ABK');
    expect(messages).toContain('the line has no line item control number (REF*6R)');
  });
});
