import { toast } from '@/components/ui/use-toast';
import { isUnauthorizedError } from './api/errors';
import { goToLogin } from './navigation';

/** Spec section 8: the re-login redirect waits this long so the toast can be read. */
export const RELOGIN_DELAY_MS = 500;

/** Shows the 'Unauthorized' toast and re-logs in after 500 ms; returns whether the error was a 401. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
  setTimeout(goToLogin, RELOGIN_DELAY_MS);
  return true;
}
