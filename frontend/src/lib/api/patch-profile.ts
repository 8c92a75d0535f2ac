import { api, unwrap } from './client';
import type { FinancialProfile, ProfileInput } from './types';

/** `PATCH /api/financial-profile`: only the fields given change; `null` clears one. */
export async function patchProfile(patch: ProfileInput): Promise<FinancialProfile> {
  return unwrap(await api.PATCH('/api/financial-profile', { body: patch }));
}
