import { AlertCircle } from 'lucide-react';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-4 flex items-center gap-2">
          <AlertCircle className="size-8 text-red-600" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-slate-700">Did you forget to add the page to the router?</p>
      </div>
    </main>
  );
}
