import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/api/get-user';
import { Landing } from '@/features/auth/components/landing';

// The signed-in app is a separate chunk so the first load (the landing screen) stays small. Its
// download starts at once, alongside the sign-in check, rather than after it.
const shellModule = import('../shell');
const Shell = lazy(() => shellModule.then((m) => ({ default: m.Shell })));

/** "/": the landing screen while loading or signed out, otherwise the app shell. */
export function HomeRoute() {
  const { isAuthenticated, isLoading, user } = useAuth();
  if (isLoading || !isAuthenticated || !user) return <Landing />;
  return (
    <Suspense fallback={<div className="min-h-dvh bg-slate-50" aria-busy="true" />}>
      <Shell user={user} />
    </Suspense>
  );
}
