import { createQueryClient } from '@/lib/query-client';

/**
 * The app's one query client, made when the entry script runs rather than on first render, so the
 * shell's chunk can start the data of the screen an address opens before React has rendered anything.
 */
export const appQueryClient = createQueryClient();
