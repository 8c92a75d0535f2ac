import createClient, { type Middleware } from 'openapi-fetch';
import { errorFromResponse } from './errors';
import type { paths } from './schema';

// Same error contract as every other call: a non-OK response throws "{status}: {body or statusText}".
const throwIfNotOk: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await errorFromResponse(response);
    return undefined;
  },
};

/** The typed client for the API (types generated from openapi.yaml); cookies always sent. */
// JSON answers only: the chat stream reads its body itself (`parseAs: 'stream'`).
export const api = createClient<paths, 'application/json'>({ baseUrl: '', credentials: 'include' });
api.use(throwIfNotOk);

/** The body of a successful call; the middleware has already thrown on failures. */
export function unwrap<T>(result: { data?: T }): T {
  return result.data as T;
}
