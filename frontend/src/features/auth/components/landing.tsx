import { Calculator, LayoutDashboard, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { QueryError } from '@/components/ui/query-error';
import { goToLogin } from '@/lib/navigation';

function Blurb({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-800">
        {icon}
      </span>
      <div>
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
    </li>
  );
}

export interface AuthError {
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

export function Landing({ authError }: { authError?: AuthError }) {
  // Laid out from the top, not centred: the first paint can come while the page's markup is still
  // arriving, and a centred column then moved its header up as the rest came in (Lighthouse saw a
  // layout shift of 0.09-0.12 on the header now and then).
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-8 bg-gradient-to-b from-teal-50 to-slate-50 px-6 pt-16 pb-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <Logo className="size-16" />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Penny</h1>
        <p className="text-base text-slate-700">Your AI financial advisor for Australia and the US</p>
      </header>
      <ul className="grid gap-3">
        <Blurb
          icon={<Calculator className="size-5" aria-hidden />}
          title="Tax Calculator"
          text="Work out your income tax and see your take-home pay estimate."
        />
        <Blurb
          icon={<MessageCircle className="size-5" aria-hidden />}
          title="AI Financial Advice"
          text="Chat about taxes, investments and planning and get answers for your situation."
        />
        <Blurb
          icon={<LayoutDashboard className="size-5" aria-hidden />}
          title="Personal Dashboard"
          text="Track your progress and goals in one place."
        />
      </ul>
      {authError && (
        <QueryError
          what="your sign-in status"
          error={authError.error}
          retrying={authError.retrying}
          onRetry={authError.retry}
        />
      )}
      <div className="flex flex-col items-center gap-3">
        <Button className="h-12 w-full text-base" onClick={goToLogin}>
          Get Started
        </Button>
        <p className="text-xs text-slate-600">Secure authentication • Your data is private</p>
      </div>
    </main>
  );
}
