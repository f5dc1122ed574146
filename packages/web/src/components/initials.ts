/** Initials of a person's first and last name (e.g. "AU"), shown in avatars. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
}
