import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { useAuth } from '@/features/auth/api/get-user';
import { Landing } from '@/features/auth/components/landing';

// The signed-in app is a separate chunk so the first load (the landing screen) stays small. Its
// download starts at once, alongside the sign-in check, rather than after it, together with the screen
// the address asks for (screen-code.ts).
const Shell = lazyWithPreload(() =>
  import('../shell').then((m) => m.requestedScreenLoaded.then(() => ({ default: m.Shell }))),
);
let shellSettled = false;
const shellLoad = Shell.preload().then(
  () => undefined,
  () => undefined, // rendering <Shell> then tries again, as a plain lazy component would
);
void shellLoad.then(() => (shellSettled = true));

/**
 * Whether the shell's code (and the requested screen's) has arrived or failed. Until then a signed-in
 * visitor still counts as loading and sees the landing screen, and the shell then renders without
 * suspending: a `lazy` component suspends on its first render even when its chunk is already here, and
 * React holds a screen revealed after a Suspense fallback back for up to 300 ms (the Plan view's
 * headlines waited that long on every signed-in load).
 */
function useShellSettled(): boolean {
  const [settled, setSettled] = useState(shellSettled);
  useEffect(() => {
    if (!settled) void shellLoad.then(() => setSettled(true));
  }, [settled]);
  return settled;
}

/** "/": the landing screen while loading or signed out, otherwise the app shell. */
export function HomeRoute() {
  const { isAuthenticated, isLoading, user, error, retry, isFetching } = useAuth();
  const shellReady = useShellSettled();
  if (isLoading || !isAuthenticated || !user || !shellReady) {
    // A failed sign-in check (not a 401, which means signed out) is said so, with Retry.
    return <Landing authError={error ? { error, retry, retrying: isFetching } : undefined} />;
  }
  return (
    <Suspense fallback={<div className="min-h-dvh bg-slate-50" aria-busy="true" />}>
      <Shell user={user} />
    </Suspense>
  );
}
