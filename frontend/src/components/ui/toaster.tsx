import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts } from './use-toast';

/** Radix toasts per spec section 9: 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-9 shadow-lg',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed top-0 left-1/2 z-[100] flex max-h-screen w-full max-w-md -translate-x-1/2 flex-col p-4 outline-none"
      />
    </Toast.Provider>
  );
}
