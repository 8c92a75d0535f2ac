import { lazyWithPreload } from 'react-lazy-with-preload';
import { goalsQueryOptions } from '@/features/goals/api/get-goals';
import { planQueryOptions } from '@/features/plan/api/get-plan';
import { appQueryClient } from './query-client';
import { requestedScreen, type ScreenName } from './screens';

// Chat is the first screen; the others load when first opened so the shell's chunk stays small. Once a
// screen's chunk has arrived it renders without suspending (see routes/home.tsx for why that matters).
export const DashboardScreen = lazyWithPreload(() =>
  import('@/app/dashboard-parts').then((m) => ({ default: m.DashboardScreen })),
);
export const RetirementCard = lazyWithPreload(() =>
  import('@/app/dashboard-parts').then((m) => ({ default: m.RetirementCard })),
);
export const PayslipSummary = lazyWithPreload(() =>
  import('@/app/dashboard-parts').then((m) => ({ default: m.PayslipSummary })),
);
export const PlanSummary = lazyWithPreload(() =>
  import('@/app/dashboard-parts').then((m) => ({ default: m.PlanSummary })),
);
export const PlanScreen = lazyWithPreload(() =>
  import('@/features/plan/components/plan-screen').then((m) => ({ default: m.PlanScreen })),
);
export const GoalsCard = lazyWithPreload(() =>
  import('@/app/dashboard-parts').then((m) => ({ default: m.GoalsCard })),
);
export const NetWorthCard = lazyWithPreload(() =>
  import('@/app/dashboard-parts').then((m) => ({ default: m.NetWorthCard })),
);
export const GoalsScreen = lazyWithPreload(() =>
  import('@/features/goals/components/goals-screen').then((m) => ({ default: m.GoalsScreen })),
);
export const TopicsScreen = lazyWithPreload(() =>
  import('@/features/topics/components/topics-screen').then((m) => ({ default: m.TopicsScreen })),
);

/** The code each screen an address can open needs (screens.json says which address opens which). */
const SCREEN_CODE: Record<ScreenName, { preload: () => Promise<unknown> }[] | undefined> = {
  plan: [PlanScreen],
  goals: [GoalsScreen],
  dashboard: [DashboardScreen, RetirementCard, PayslipSummary, PlanSummary, GoalsCard, NetWorthCard],
  topics: [TopicsScreen],
};

/**
 * The screen an address opens (`/?tab=dashboard`, `&view=plan`) starts downloading with this chunk,
 * while the sign-in check is still under way, instead of after the shell renders: the dashboard and
 * its insight cards (each a chunk of its own) no longer load one after another. (The server's `Link`
 * header, built from the same screens.json, has usually started them already; signed out, the landing
 * screen shows and nothing uses what was fetched.) Settles when they have arrived or failed.
 */
function preloadRequestedScreen(search: string): Promise<unknown> {
  const screen = requestedScreen(search);
  if (!screen) return Promise.resolve();
  // The plan's headlines are the view's largest text and wait for this answer (computed on the
  // server), so it is asked for now. The screen shows its own spinner until it comes, so only the
  // code is waited for.
  if (screen.name === 'plan') void appQueryClient.prefetchQuery(planQueryOptions());
  // Likewise the Goals view's goals, which are all it shows.
  if (screen.name === 'goals') void appQueryClient.prefetchQuery(goalsQueryOptions());
  return Promise.allSettled((SCREEN_CODE[screen.name] ?? []).map((code) => code.preload()));
}

/**
 * Settles once the code of the screen the address asks for is here (chat is in the shell's chunk). The home
 * route keeps the landing screen up until then, so the first screen renders whole, without a
 * Suspense fallback: React holds a screen revealed after a fallback back for up to 300 ms, which the
 * Plan view's headlines waited on every signed-in load.
 */
export const requestedScreenLoaded: Promise<unknown> =
  typeof window !== 'undefined' ? preloadRequestedScreen(window.location.search) : Promise.resolve();
