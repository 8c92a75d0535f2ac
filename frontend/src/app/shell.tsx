import { Tabs } from 'radix-ui';
import { LayoutDashboard, type LucideIcon, MessageCircle, BookOpen } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Logo } from '@/components/ui/logo';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { Spinner } from '@/components/ui/spinner';
import type { User } from '@/lib/api/types';
import { useIdle } from '@/lib/use-idle';
import {
  DashboardScreen,
  GoalsCard,
  GoalsScreen,
  NetWorthCard,
  PayslipSummary,
  PlanScreen,
  PlanSummary,
  RetirementCard,
  TopicsScreen,
} from './screen-code';

// Through this chunk, so the home route loads one chunk, not two that split their shared code apart.
export { requestedScreenLoaded } from './screen-code';

const ProfilePage = lazy(() =>
  import('@/features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
// Toasts follow actions, never the first paint; the store keeps any raised before this arrives.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

type Tab = 'chat' | 'dashboard' | 'topics';

const TABS: { value: Tab; label: string; icon: LucideIcon }[] = [
  { value: 'chat', label: 'Chat', icon: MessageCircle },
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { value: 'topics', label: 'Topics', icon: BookOpen },
];

function isTab(value: string | null): value is Tab {
  return TABS.some((t) => t.value === value);
}

/** The views inside the dashboard tab, besides the dashboard itself. */
type DashboardView = 'plan' | 'goals';

function isDashboardView(value: string | null): value is DashboardView {
  return value === 'plan' || value === 'goals';
}

export function Shell({ user }: { user: User }) {
  // "/" stays the only route; the open tab (`/?tab=dashboard`) and the open conversation
  // (`/?conversation=<id>`) ride in the query string, so a reload, the back button or a shared link
  // reopens them. The shell owns the conversation so that a topic sent from Topics opens in Chat.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'chat';
  const setTab = (next: Tab) =>
    setSearchParams(
      (params) => {
        const nextParams = new URLSearchParams(params);
        nextParams.delete('view');
        if (next === 'chat') nextParams.delete('tab');
        else nextParams.set('tab', next);
        return nextParams;
      },
      { replace: true },
    );
  const [profileOpen, setProfileOpen] = useState(false);
  // The plan and the goals open inside the dashboard tab (`/?tab=dashboard&view=plan`, `&view=goals`),
  // so they survive a reload and the back button returns to the dashboard.
  const requestedView = tab === 'dashboard' ? searchParams.get('view') : null;
  const view: DashboardView | null = isDashboardView(requestedView) ? requestedView : null;
  const setView = (open: DashboardView | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (open) next.set('view', open);
      else next.delete('view');
      return next;
    });
  const conversationId = searchParams.get('conversation') || null;
  const setConversationId = useCallback(
    (id: string | null, how?: { replace?: boolean }) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id) next.set('conversation', id);
          else next.delete('conversation');
          return next;
        },
        { replace: how?.replace ?? false },
      ),
    [setSearchParams],
  );

  // One update for both parameters: two setSearchParams calls in one event would each start from the
  // same address, and the second would drop the first's change.
  const openInChat = (id: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('conversation', id);
      next.delete('tab');
      return next;
    });

  // Chat is kept mounted once opened (a draft or a reply in progress survives a tab switch), but not
  // rendered, nor its suggestions fetched, behind another screen that was opened first.
  const [chatSeen, setChatSeen] = useState(tab === 'chat');
  // The toaster's code (radix's toast and its dependencies) is fetched once the first screen has
  // settled, not alongside it: on the Plan view its four requests sat in front of the headlines.
  const toasterWanted = useIdle();
  if (tab === 'chat' && !chatSeen) setChatSeen(true);

  return (
    <>
      <div className="mx-auto flex h-dvh w-full max-w-md flex-col bg-slate-50 shadow-xl">
        <header className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 bg-white px-4">
          <div className="flex items-center gap-2">
            <Logo className="size-8" />
            <span className="text-lg font-bold tracking-tight text-slate-900">Penny</span>
          </div>
          <button
            type="button"
            aria-label="Open profile"
            onClick={() => setProfileOpen(true)}
            className="rounded-full focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <Avatar user={user} />
          </button>
        </header>

        {profileOpen ? (
          <main className="relative min-h-0 flex-1 overflow-y-auto">
            <Suspense fallback={<Spinner />}>
              <ProfilePage onBack={() => setProfileOpen(false)} />
            </Suspense>
          </main>
        ) : (
          <Tabs.Root
            value={tab}
            onValueChange={(value) => setTab(value as Tab)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <main className="relative min-h-0 flex-1 overflow-hidden">
              <Tabs.Content value="chat" forceMount className="h-full data-[state=inactive]:hidden">
                {chatSeen && <ChatScreen conversationId={conversationId} onConversationId={setConversationId} />}
              </Tabs.Content>
              <Tabs.Content value="dashboard" className="relative h-full overflow-y-auto">
                <Suspense fallback={<Spinner />}>
                  {view === 'plan' ? (
                    <PlanScreen onBack={() => setView(null)} />
                  ) : view === 'goals' ? (
                    <GoalsScreen onBack={() => setView(null)} />
                  ) : (
                    <DashboardScreen
                      insights={
                        <>
                          <RetirementCard />
                          <PayslipSummary />
                          <PlanSummary onOpen={() => setView('plan')} />
                          <GoalsCard onOpen={() => setView('goals')} />
                        </>
                      }
                      further={<NetWorthCard />}
                      emptyStateExtra={<GoalsCard onOpen={() => setView('goals')} onlyWithGoals />}
                    />
                  )}
                </Suspense>
              </Tabs.Content>
              <Tabs.Content value="topics" className="relative h-full overflow-y-auto">
                <Suspense fallback={<Spinner />}>
                  <TopicsScreen
                    onSentToChat={openInChat}
                  />
                </Suspense>
              </Tabs.Content>
            </main>
            <nav
              aria-label="Main"
              className="shrink-0 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
            >
              <Tabs.List aria-label="Main tabs" className="grid grid-cols-3">
                {TABS.map(({ value, label, icon: Icon }) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    className="flex flex-col items-center gap-0.5 py-2 text-xs font-medium text-slate-600 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none focus-visible:ring-inset data-[state=active]:text-teal-800"
                  >
                    <Icon className="size-5" aria-hidden />
                    {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </nav>
          </Tabs.Root>
        )}
      </div>
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
