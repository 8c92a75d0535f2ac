import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/api/get-user';
import { Landing } from '@/features/auth/components/landing';

// The signed-in app is a separate chunk so the first load (the landing screen) stays small. Its
// download starts at once, alongside the sign-in check, rather than after it.
const shellModule = import('../shell');
const Shell = lazy(() => shellModule.then((m) => ({ default: m.Shell })));

/** "/": the landing screen while loading or signed out, otherwise the app shell. */
export function HomeRoute() {
  const { isAuthenticated, isLoading, user, error, retry, isFetching } = useAuth();
  if (isLoading || !isAuthenticated || !user) {
    // A failed sign-in check (not a 401, which means signed out) is said so, with Retry.
    return <Landing authError={error ? { error, retry, retrying: isFetching } : undefined} />;
  }
  return (
    <Suspense fallback={<div className="min-h-dvh bg-slate-50" aria-busy="true" />}>
      <Shell user={user} />
    </Suspense>
  );
}
