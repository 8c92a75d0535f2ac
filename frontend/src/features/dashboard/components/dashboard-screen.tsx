import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, MessageCircle, RefreshCw, Settings2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { goToLogout } from '@/lib/navigation';
import { PROFILE_KEY, profileQueryOptions } from '@/lib/profile';
import { useRecommendations } from '../api/get-recommendations';
import { AssumptionsCard } from './assumptions-card';
import { dashboardCards } from './card-conditions';
import { ProfileCards } from './profile-cards';
import { QuickUpdates } from './quick-updates';
import { RecommendedUpdates } from './recommended-updates';

/** `insights` is the block shown after the profile cards (the app passes the retirement planning card). */
export function DashboardScreen({ insights }: { insights?: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: profile = {}, isLoading } = useQuery(profileQueryOptions());
  const recommendations = useRecommendations();
  const [panelOpen, setPanelOpen] = useState(false);
  const [forceEdit, setForceEdit] = useState(false);
  const show = dashboardCards(profile);

  function openForEdit() {
    setForceEdit(true);
    setPanelOpen(true);
  }

  return (
    <div className="grid gap-4 p-4">
      <header className="flex items-start justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold text-slate-900">Financial Dashboard</h1>
          <p className="text-sm text-slate-600">Your personal financial overview</p>
        </div>
        <div className="flex items-center gap-1">
          <Tooltip label="Refresh">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Refresh dashboard"
              onClick={() => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY })}
            >
              <RefreshCw className="size-4" aria-hidden />
            </Button>
          </Tooltip>
          <Button variant="outline" size="sm" onClick={goToLogout}>
            <LogOut className="size-4" aria-hidden />
            Logout
          </Button>
        </div>
      </header>

      {isLoading ? (
        <Spinner label="Loading your profile" />
      ) : show.empty ? (
        <Card className="text-center">
          <MessageCircle className="mx-auto mb-2 size-10 text-teal-700" aria-hidden />
          <h2 className="text-lg font-semibold text-slate-900">Welcome to Your Dashboard</h2>
          <p className="mt-1 text-sm text-slate-700">
            Start a conversation in the Chat tab to see your tax calculations and financial overview here.
          </p>
          <p className="mt-3 text-sm font-medium text-slate-800">Try asking:</p>
          <ul className="mt-1 grid gap-1 text-sm text-slate-700">
            <li>“What are my taxes on a $75,000 income?”</li>
            <li>“How much should I save for retirement?”</li>
          </ul>
        </Card>
      ) : (
        <>
          <ProfileCards profile={profile} />
          {insights}
          <Button
            variant={panelOpen ? 'outline' : 'primary'}
            aria-expanded={panelOpen}
            aria-controls="assumptions-panel"
            onClick={() => {
              setForceEdit(false);
              setPanelOpen((open) => !open);
            }}
          >
            <Settings2 className="size-4" aria-hidden />
            Edit Profile Assumptions
          </Button>
          {panelOpen && (
            <div id="assumptions-panel">
              <AssumptionsCard
                profile={profile}
                forceEdit={forceEdit}
                onClose={() => {
                  setPanelOpen(false);
                  setForceEdit(false);
                }}
              />
            </div>
          )}
          {recommendations.data && recommendations.data.length > 0 ? (
            <RecommendedUpdates items={recommendations.data} onEdit={openForEdit} />
          ) : (
            <QuickUpdates profile={profile} />
          )}
        </>
      )}
    </div>
  );
}
