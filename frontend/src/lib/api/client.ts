import createClient, { type Middleware } from 'openapi-fetch';
import { errorFromResponse } from './errors';
import type { paths } from './schema';

// Spec section 8, in one place: a non-OK response throws "{status}: {body or statusText}".
const throwIfNotOk: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await errorFromResponse(response);
    return undefined;
  },
};

/**
 * The one way to call the API: typed from openapi.yaml (schema.d.ts), cookies always sent. The page's own
 * origin (an absolute base, so `Request` also works outside a browser) and a `fetch` looked up at call
 * time let tests send the calls to a real local server. JSON answers only: the chat stream reads its
 * body itself (`parseAs: 'stream'`).
 */
export const api = createClient<paths, 'application/json'>({
  baseUrl: globalThis.location?.origin ?? '',
  credentials: 'include',
  fetch: (request) => globalThis.fetch(request),
});
api.use(throwIfNotOk);

/** The body of a successful call; the middleware has already thrown on failures. */
export function unwrap<T>(result: { data?: T }): T {
  return result.data as T;
}
