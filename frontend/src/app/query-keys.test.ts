import { describe, expect, it } from 'vitest';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { recommendationsQueryOptions } from '@/features/dashboard/api/get-recommendations';
import { goalQueryOptions } from '@/features/goals/api/get-goal';
import { goalsQueryOptions } from '@/features/goals/api/get-goals';
import { netWorthHistoryQueryOptions } from '@/features/goals/api/get-net-worth-history';
import { planQueryOptions } from '@/features/plan/api/get-plan';
import { projectionQueryOptions } from '@/features/retirement/api/get-projection';
import { profileQueryOptions } from '@/lib/profile';
import { createQueryClient } from '@/lib/query-client';
import { startApiServer } from '@/test/api-server';

// Spec section 7: a cached query loads by GET on its key's parts joined by "/".
const server = startApiServer();

describe('query keys are the URL they load', () => {
  const queries = [
    profileQueryOptions(),
    recommendationsQueryOptions(),
    projectionQueryOptions(),
    planQueryOptions(),
    userQueryOptions(),
    goalsQueryOptions(),
    goalQueryOptions('g1'),
    netWorthHistoryQueryOptions(),
  ];
  for (const options of queries) {
    const url = options.queryKey.join('/');
    it(url, async () => {
      server.route(`GET ${url}`, { body: { loaded: url } });
      const data = await createQueryClient().fetchQuery(options as never);
      expect(data).toEqual({ loaded: url });
      expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${url}`]);
    });
  }

  it("loads a goal's what-if as the query string of the goal's URL", async () => {
    const options = goalQueryOptions('g1', '1500');
    expect(options.queryKey).toEqual(['/api/goals', 'g1', { monthlySaving: '1500' }]);
    server.route('GET /api/goals/g1', { body: { id: 'g1' } });
    await createQueryClient().fetchQuery(options);
    expect(server.calls.map((c) => `${c.method} ${c.path}?${c.query}`)).toEqual(['GET /api/goals/g1?monthlySaving=1500']);
  });

  it('treats a 401 on the sign-in check as signed out, and any other failure as an error', async () => {
    server.route('GET /api/auth/user', { status: 401, body: { message: 'Unauthorized' } });
    expect(await createQueryClient().fetchQuery(userQueryOptions())).toBeNull();
    server.route('GET /api/auth/user', { status: 500, body: { message: 'Internal error' } });
    await expect(createQueryClient().fetchQuery(userQueryOptions())).rejects.toThrow('500: {"message":"Internal error"}');
  });

  it('does not retry a failed query', async () => {
    server.route('GET /api/financial-profile', { status: 500, body: { message: 'Internal error' } });
    await expect(createQueryClient().fetchQuery(profileQueryOptions())).rejects.toThrow('500');
    expect(server.callsTo('GET /api/financial-profile')).toHaveLength(1);
  });
});
