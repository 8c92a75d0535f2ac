/** Spec section 8: a failed call's message is "{status}: {body, or the status text when the body is empty}". */
export async function errorFromResponse(res: Response): Promise<Error> {
  const text = (await res.text()) || res.statusText;
  return new Error(`${res.status}: ${text}`);
}

/** A 401 is recognised by a message starting '401: ' and containing 'Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}

/** What a failed call said: the JSON body's `message` ("400: {\"message\": …}"), else the text after the status. */
export function errorReason(error: Error): string {
  const body = error.message.replace(/^\d+: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON
  }
  return body;
}
