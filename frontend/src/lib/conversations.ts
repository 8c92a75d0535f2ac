/**
 * The prefix of every conversation query: the list (`GET /api/conversations`) and each thread
 * (`['/api/conversations', id, 'messages']`). Invalidating it refreshes whichever of them are cached.
 */
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;
