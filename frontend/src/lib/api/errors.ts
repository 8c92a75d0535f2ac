/** Spec section 8: a failed call's message is "{status}: {body, or the status text when the body is empty}". */
export async function errorFromResponse(res: Response): Promise<Error> {
  const text = (await res.text()) || res.statusText;
  return new Error(`${res.status}: ${text}`);
}

/** A 401 is recognised by a message starting '401: ' and containing 'Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}
