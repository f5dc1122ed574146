import { REGISTRATION_ROLES } from '@carenest/core';

/** A role the registration screen offers. */
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

/** What each registration role card says about the role (the spec's registration screen). */
export const REGISTRATION_ROLE_DESCRIPTIONS: Readonly<Record<RegistrationRole, string>> = {
  nurse: 'Clinical documentation and patient care',
  therapist: 'Therapy sessions and treatment plans',
  driver: 'Transportation and route management',
  administrator: 'System administration and reports',
  parent: "Access your child's care information",
};
