import type { Role } from '../roles.ts';

/** The agreement's version, effective date and renewal (spec part 1, "HIPAA agreement screen"). */
export const HIPAA_AGREEMENT = {
  version: '2024.1',
  title: 'HIPAA Privacy and Security Agreement',
  effectiveDate: '2024-01-01',
  renewal: 'Annually',
  expiryDays: 365,
} as const;

/** The five groups whose agreement text differs. */
export type HipaaAudience = 'parent' | 'clinical' | 'driver' | 'administrative' | 'other';

/** Which agreement text a role reads. */
export function hipaaAudienceFor(role: Role | string): HipaaAudience {
  switch (role) {
    case 'parent':
      return 'parent';
    case 'nurse':
    case 'therapist':
      return 'clinical';
    case 'driver':
      return 'driver';
    case 'administrator':
    case 'super_admin':
      return 'administrative';
    default:
      return 'other';
  }
}

/** Step 1: the role-specific agreement, as paragraphs. */
export const HIPAA_AGREEMENT_TEXT: Record<HipaaAudience, readonly string[]> = {
  parent: [
    'As a parent or guardian you will see protected health information (PHI) about your own child: care notes, medications, vital signs, documents and transport details.',
    'You agree to keep your sign-in details private, to sign out on shared devices, and not to share screenshots or documents about other children you may see at the facility.',
    'You may request corrections to your child’s record through the facility administrator. Every view of your child’s record is logged.',
  ],
  clinical: [
    'As a nurse or therapist you create and read protected health information for the children assigned to you, and only for the care you provide.',
    'You agree to access only the minimum necessary information, never to open a chart out of curiosity, to document truthfully and promptly, and to sign every entry yourself.',
    'Emergency access to a chart that is not assigned to you must be justified; it is recorded and reviewed. Every access to PHI is logged with your name, time and location.',
  ],
  driver: [
    'As a driver you see the names, addresses, pickup instructions and relevant medical alerts of the children on your routes, only while you transport them.',
    'You agree not to disclose any of this information, to keep the device locked when unattended, and to collect guardian signatures only from authorized persons.',
    'Location data and signatures you record become part of the child’s record and are audited.',
  ],
  administrative: [
    'As an administrator you manage users, patients, billing, reports and the audit log of your facility, and may see PHI of every child in it.',
    'You agree to grant access on the principle of least privilege, to review audit logs and security alerts, to remove access promptly when staff leave, and to report any suspected breach within 24 hours.',
    'Exports of PHI (reports, claims, audit logs) are recorded and must be kept secure.',
  ],
  other: [
    'You may come into contact with protected health information while using CareNest.',
    'You agree to use it only for your assigned duties, to keep it confidential and to report any suspected breach to the facility administrator.',
  ],
};

/** Step 2: the summary of responsibilities and consequences, shared by every role. */
export const HIPAA_RESPONSIBILITIES: readonly string[] = [
  'Protect the confidentiality, integrity and availability of all PHI you can access.',
  'Use the minimum necessary information for your role, and never share your credentials.',
  'Report suspected breaches or lost devices to the facility administrator immediately.',
  'Violations may lead to loss of access, disciplinary action, civil penalties and criminal prosecution under HIPAA.',
];
