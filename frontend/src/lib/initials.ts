import type { User } from './api/types';

/** Up to two letters: first and last name, else the first name, else the email's first letter. */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letter = (text: string | null | undefined) => text?.trim().charAt(0).toUpperCase() ?? '';
  const fromName = letter(user.firstName) + letter(user.lastName);
  return fromName || letter(user.email);
}
