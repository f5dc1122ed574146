import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import { clinicalNotePolicy } from './clinical-notes.ts';
import { documentPolicy } from './documents.ts';
import { medicationPolicy } from './medications.ts';
import type { PolicyActor } from './policy-actor.ts';
import { secureMessagePolicy } from './secure-messages.ts';
import { vitalSignsPolicy } from './vital-signs.ts';

/** An approved member of a facility in `role` (parents reach their children through their links). */
function actorOf(role: Role, userId = 'the-actor'): PolicyActor {
  return { userId, role, facilityId: role === 'parent' ? null : 'the-facility', isPending: false };
}

/** The roles an actor-only decision allows. */
const rolesAllowedBy = (decision: (actor: PolicyActor) => boolean) =>
  ROLES.filter((role) => decision(actorOf(role)));

describe('who writes, edits and amends notes', () => {
  it('lets nurse, therapist, administrator and super_admin create and amend, nobody else', () => {
    const writers = rolesAllowedBy(clinicalNotePolicy.canCreate);
    expect([...writers].sort()).toEqual(['administrator', 'nurse', 'super_admin', 'therapist']);
    expect(rolesAllowedBy(clinicalNotePolicy.canAmend)).toEqual(writers);
  });

  it('lets only the author edit inline, and only before the note is amended', () => {
    const nurse = actorOf('nurse');
    expect(clinicalNotePolicy.canEdit(nurse, { authorId: nurse.userId, isAmended: false })).toBe(true);
    expect(clinicalNotePolicy.canEdit(nurse, { authorId: 'someone-else', isAmended: false })).toBe(false);
    expect(clinicalNotePolicy.canEdit(nurse, { authorId: nurse.userId, isAmended: true })).toBe(false);
    const parent = actorOf('parent');
    expect(clinicalNotePolicy.canEdit(parent, { authorId: parent.userId, isAmended: false })).toBe(false);
  });

  it('lets only the author share a note with the family, and parents read only shared notes', () => {
    const therapist = actorOf('therapist');
    expect(clinicalNotePolicy.canShare(therapist, { authorId: therapist.userId })).toBe(true);
    expect(clinicalNotePolicy.canShare(therapist, { authorId: 'someone-else' })).toBe(false);
    const parent = actorOf('parent');
    expect(clinicalNotePolicy.canShare(parent, { authorId: parent.userId })).toBe(false);
    expect(ROLES.filter((role) => !clinicalNotePolicy.canReadUnshared(actorOf(role)))).toEqual([
      'parent',
      'driver',
    ]);
  });

  it('refuses a pending account and staff without a facility, whatever their role', () => {
    expect(clinicalNotePolicy.canCreate({ ...actorOf('nurse'), isPending: true })).toBe(false);
    expect(clinicalNotePolicy.canCreate({ ...actorOf('nurse'), facilityId: null })).toBe(false);
  });
});

describe('who may do what with medications', () => {
  it('lets nurses and administrators add and administer (the capability table), super_admin too', () => {
    const adders = rolesAllowedBy(medicationPolicy.canAdd);
    expect(adders).toEqual(['nurse', 'administrator', 'super_admin']);
    expect(rolesAllowedBy(medicationPolicy.canAdminister)).toEqual(adders);
  });

  it('shows the Medications tab to everyone who opens charts, not to drivers', () => {
    expect(rolesAllowedBy(medicationPolicy.canRead)).toEqual([
      'parent',
      'nurse',
      'therapist',
      'administrator',
      'super_admin',
    ]);
  });

  it('lets the author amend their own entry, and an administrator any entry', () => {
    const canAmend = (role: Role, isAuthor: boolean) =>
      medicationPolicy.canAmendAdministration(actorOf(role), {
        administeredBy: isAuthor ? 'the-actor' : 'someone-else',
      });
    expect(canAmend('nurse', true)).toBe(true);
    expect(canAmend('nurse', false)).toBe(false);
    expect(canAmend('administrator', false)).toBe(true);
    expect(canAmend('therapist', true)).toBe(false);
  });
});

describe('document capabilities of the spec', () => {
  it('lets nurse, therapist, administrator and parent read documents, not drivers', () => {
    expect(
      (['nurse', 'therapist', 'administrator', 'parent', 'super_admin'] as const).every((role) =>
        documentPolicy.canRead(actorOf(role)),
      ),
    ).toBe(true);
    expect(documentPolicy.canRead(actorOf('driver'))).toBe(false);
  });

  it('lets nurse, administrator and parent upload, not therapists', () => {
    expect(documentPolicy.canUpload(actorOf('nurse'))).toBe(true);
    expect(documentPolicy.canUpload(actorOf('administrator'))).toBe(true);
    expect(documentPolicy.canUpload(actorOf('parent'))).toBe(true);
    expect(documentPolicy.canUpload(actorOf('therapist'))).toBe(false);
    expect(documentPolicy.canUpload(actorOf('driver'))).toBe(false);
  });

  it('opens the content of a document only once its scan found it clean', () => {
    const reader = actorOf('therapist');
    expect(documentPolicy.canOpenContent(reader, { scanStatus: 'clean' })).toBe(true);
    expect(documentPolicy.canOpenContent(reader, { scanStatus: 'pending' })).toBe(false);
    expect(documentPolicy.canOpenContent(reader, { scanStatus: 'infected' })).toBe(false);
    expect(documentPolicy.canOpenContent(actorOf('driver'), { scanStatus: 'clean' })).toBe(false);
  });
});

describe('who records vitals', () => {
  it('lets nurses and administrators record, and no therapist, parent or driver', () => {
    expect(
      (['nurse', 'administrator', 'super_admin'] as const).every((role) =>
        vitalSignsPolicy.canRecord(actorOf(role)),
      ),
    ).toBe(true);
    expect(
      (['therapist', 'parent', 'driver'] as const).some((role) => vitalSignsPolicy.canRecord(actorOf(role))),
    ).toBe(false);
    expect(rolesAllowedBy(vitalSignsPolicy.canRead)).toEqual(rolesAllowedBy(vitalSignsPolicy.canRecord));
  });
});

describe('who attaches files to messages', () => {
  it('lets writers who may also upload documents attach, and no one else', () => {
    const writers = rolesAllowedBy(secureMessagePolicy.canSend);
    const attachers = rolesAllowedBy(secureMessagePolicy.canAttach);
    expect([...attachers].sort()).toEqual(['administrator', 'nurse', 'parent', 'super_admin']);
    expect(attachers.every((role) => writers.includes(role))).toBe(true);
    expect(attachers.every((role) => rolesAllowedBy(documentPolicy.canUpload).includes(role))).toBe(true);
    expect(secureMessagePolicy.canAttach({ ...actorOf('parent'), isPending: true })).toBe(false);
  });
});
