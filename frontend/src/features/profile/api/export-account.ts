import { api, unwrap } from '@/lib/api/client';

/** Downloads everything the server holds for this account as a JSON file. */
export async function exportAccount(): Promise<void> {
  const blob = unwrap(await api.GET('/api/account/export', { parseAs: 'blob' }));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'penny-export.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
