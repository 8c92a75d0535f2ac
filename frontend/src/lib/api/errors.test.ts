// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getQueryFn } from '../query-client';
import { isUnauthorizedError } from './errors';
import { apiRequest } from './request';

// A real HTTP server, so the messages are built from real responses.
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/auth/user') {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"Unauthorized"}');
    } else if (req.url === '/api/empty') {
      res.writeHead(503, 'Service Unavailable').end();
    } else if (req.url === '/api/financial-profile') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"annualIncome":"85000"}');
    } else if (req.url === '/api/chat' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => res.writeHead(400).end(`bad: ${body}`));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const run = async (fn: ReturnType<typeof getQueryFn>, key: string[]): Promise<unknown> =>
  // The query function only reads the key; the rest of the context is irrelevant here.
  fn({ queryKey: key } as unknown as Parameters<typeof fn>[0]);

describe('error message format', () => {
  it('is "{status}: {body}" and a 401 is recognised', async () => {
    const error = await run(getQueryFn({ on401: 'throw' }), [`${base}/api`, 'auth', 'user']).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
  });
  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/api/empty`)).rejects.toThrow('503: Service Unavailable');
  });
  it('sends JSON bodies and reports the body of a failure', async () => {
    await expect(apiRequest('POST', `${base}/api/chat`, { message: 'hi' })).rejects.toThrow(
      '400: bad: {"message":"hi"}',
    );
  });
  it('does not call other errors unauthorized', () => {
    expect(isUnauthorizedError(new Error('500: Internal Server Error'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Forbidden'))).toBe(false);
  });
});

describe('default query function', () => {
  it('GETs the key segments joined by "/"', async () => {
    const data = await run(getQueryFn({ on401: 'throw' }), [`${base}/api`, 'financial-profile']);
    expect(data).toEqual({ annualIncome: '85000' });
  });
  it('returns null on 401 when asked to', async () => {
    const data = await run(getQueryFn({ on401: 'returnNull' }), [`${base}/api`, 'auth', 'user']);
    expect(data).toBeNull();
  });
});
