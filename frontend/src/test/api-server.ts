import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface Call {
  method: string;
  path: string;
  /** The query string, without its "?" ('' when none). */
  query: string;
  body: unknown;
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with `contentType` (the chat's event stream). */
  text?: string;
  contentType?: string;
}

/** A route's answer: a fixed reply, or one computed per call (it may wait, to hold a query pending). */
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

/**
 * A real HTTP server standing in for `penny serve` in component tests: the app's typed client sends its
 * calls here (the page origin is rewritten to this server's), so requests, status codes and bodies are
 * real. Routes are keyed "METHOD /path" (query string stripped); an unknown route is a 404.
 */
export function startApiServer() {
  const routes = new Map<string, Route>();
  const calls: Call[] = [];
  let server: Server;
  let base = '';
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void (async () => {
        const [path = '/', query = ''] = (req.url ?? '/').split('?');
        const call = { method: req.method ?? 'GET', path, query, body: await readBody(req) };
        calls.push(call);
        const route = routes.get(`${call.method} ${path}`);
        const reply = route === undefined ? { status: 404, body: { message: 'Not found' } } : typeof route === 'function' ? await route(call) : route;
        const body = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
        res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/json' }).end(body);
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const origin = globalThis.location.origin;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      return realFetch(request.url.replace(origin, base), { method: request.method, headers: request.headers, body });
    };
  });

  afterEach(() => {
    routes.clear();
    calls.length = 0;
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    calls,
    route(key: string, route: Route) {
      routes.set(key, route);
    },
    /** The calls made to one route, e.g. "GET /api/suggestions". */
    callsTo(key: string): Call[] {
      return calls.filter((c) => `${c.method} ${c.path}` === key);
    },
  };
}
