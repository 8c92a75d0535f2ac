import { throwIfResNotOk } from './errors';

/** A JSON call with the session cookie; throws the spec's error message on a non-OK status. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}
