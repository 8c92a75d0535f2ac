import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export async function deleteAccount(): Promise<void> {
  await api.DELETE('/api/account');
}

/** The session ends with the account, so the browser goes back to the landing screen. */
export function useDeleteAccount(options: { onError?: (error: Error) => void }) {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      window.location.href = '/';
    },
    onError: options.onError,
  });
}
