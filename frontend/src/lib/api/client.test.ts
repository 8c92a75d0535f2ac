import { describe, expect, it } from 'vitest';
import { startApiServer } from '@/test/api-server';
import { api, unwrap } from './client';
import { isUnauthorizedError } from './errors';

// The typed client against a real HTTP server: the error contract of spec section 8.
const server = startApiServer();

describe('typed client errors', () => {
  it('is "{status}: {body}" and a 401 is recognised', async () => {
    server.route('GET /api/financial-profile', { status: 401, body: { message: 'Unauthorized' } });
    const error = await api.GET('/api/financial-profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
  });
  it('uses the status text when the body is empty', async () => {
    server.route('GET /api/financial-profile', { status: 503 });
    await expect(api.GET('/api/financial-profile')).rejects.toThrow('503: Service Unavailable');
  });
  it('sends JSON bodies with the cookie and reports the body of a failure', async () => {
    server.route('POST /api/chat', { status: 400, body: { message: 'message: must not be empty' } });
    await expect(api.POST('/api/chat', { body: { message: ' ' } })).rejects.toThrow(
      '400: {"message":"message: must not be empty"}',
    );
    expect(server.callsTo('POST /api/chat')[0]?.body).toEqual({ message: ' ' });
  });
  it('returns the parsed body on success', async () => {
    server.route('GET /api/financial-profile', { body: { country: 'us', annualIncome: '85000' } });
    expect(unwrap(await api.GET('/api/financial-profile'))).toEqual({ country: 'us', annualIncome: '85000' });
  });
  it('does not call other errors unauthorized', () => {
    expect(isUnauthorizedError(new Error('500: Internal Server Error'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Forbidden'))).toBe(false);
  });
});
