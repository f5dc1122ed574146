import { Avatar, type AvatarProps } from '@mantine/core';

/** Initials of a full name ("Mateo Alvarez" → "MA"): its first and last words. */
function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase();
}

/**
 * The child's photo, the first check at dosing and at every handoff: the image (loaded from the API with the
 * session cookie) with the alt text "Photo of <first> <last>", or the child's initials when there is none (then
 * hidden from screen readers, the name being beside it).
 */
export function PatientPhoto({
  name,
  photoUrl,
  size = 'lg',
}: {
  /** The child's full name, "First Last". */
  name: string;
  photoUrl: string | null;
  size?: AvatarProps['size'];
}) {
  if (!photoUrl)
    return (
      <Avatar size={size} radius="xl" color="teal" aria-hidden>
        {initialsOfName(name)}
      </Avatar>
    );
  return (
    <Avatar src={photoUrl} alt={`Photo of ${name}`} size={size} radius="xl" color="teal">
      {initialsOfName(name)}
    </Avatar>
  );
}
