import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, MessageCircle, RefreshCw, Settings2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { goToLogout } from '@/lib/navigation';
import { QueryError } from '@/components/ui/query-error';
import type { FinancialProfile } from '@/lib/api/types';
import { invalidateProfileData, profileQueryOptions } from '@/lib/profile';
import { useRecommendations } from '../api/get-recommendations';
import type { AssumptionField } from '../api/update-assumptions';
import { AssumptionsCard } from './assumptions-card';
import { dashboardCards } from './card-conditions';
import { ProfileCards } from './profile-cards';
import { QuickUpdates } from './quick-updates';
import { RecommendedUpdates } from './recommended-updates';

function UpdatesBlock({
  profile,
  onEditInForm,
}: {
  profile: FinancialProfile;
  onEditInForm: (field: AssumptionField) => void;
}) {
  const recommendations = useRecommendations();
  // Quick Updates stand in for recommendations only once we know there are none (no flash while loading).
  if (recommendations.isPending) return <Spinner compact label="Loading recommendations" />;
  if (recommendations.isError) {
    return (
      <QueryError
        what="your recommendations"
        error={recommendations.error}
        retrying={recommendations.isFetching}
        onRetry={() => void recommendations.refetch()}
      />
    );
  }
  return recommendations.data.length > 0 ? (
    <RecommendedUpdates items={recommendations.data} profile={profile} onEditInForm={onEditInForm} />
  ) : (
    <QuickUpdates profile={profile} />
  );
}

/** The blocks the app fills in (the spec leaves their content open, section 2 item 6). */
interface DashboardBlocks {
  /** After the profile cards: the retirement planning card, the payslip, the plan's headline, the goals. */
  insights?: ReactNode;
  /** After the updates, at the end: net worth over time. */
  further?: ReactNode;
  /** Under the empty state's welcome (the goals of someone who set one before telling Penny any figures). */
  emptyStateExtra?: ReactNode;
}

function DashboardContent({ insights, further, emptyStateExtra }: DashboardBlocks) {
  const queryClient = useQueryClient();
  const profileQuery = useQuery(profileQueryOptions());
  const profile = profileQuery.data ?? {};
  const [panelOpen, setPanelOpen] = useState(false);
  // Set while a parent-forced edit is under way; cleared when the card leaves edit mode, so the next
  // 'Edit Profile Assumptions' or 'Update Now' forces it again.
  const [forceEdit, setForceEdit] = useState(false);
  const [focusField, setFocusField] = useState<AssumptionField | undefined>();
  const show = dashboardCards(profile);

  function openForEdit(field?: AssumptionField) {
    setFocusField(field);
    setForceEdit(true);
    setPanelOpen(true);
  }

  function closePanel() {
    setPanelOpen(false);
    setForceEdit(false);
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
              onClick={() => void invalidateProfileData(queryClient)}
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

      {profileQuery.isPending ? (
        <Spinner label="Loading your profile" />
      ) : profileQuery.isError ? (
        <QueryError
          what="your profile"
          error={profileQuery.error}
          retrying={profileQuery.isFetching}
          onRetry={() => void profileQuery.refetch()}
        />
      ) : show.empty ? (
        <>
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
          {emptyStateExtra}
        </>
      ) : (
        <>
          <ProfileCards profile={profile} />
          {insights}
          <Button
            variant={panelOpen ? 'outline' : 'primary'}
            aria-expanded={panelOpen}
            aria-controls="assumptions-panel"
            onClick={() => (panelOpen ? closePanel() : openForEdit())}
          >
            <Settings2 className="size-4" aria-hidden />
            Edit Profile Assumptions
          </Button>
          {panelOpen && (
            <div id="assumptions-panel">
              <AssumptionsCard
                profile={profile}
                forceEdit={forceEdit}
                focusField={focusField}
                onEditEnd={() => setForceEdit(false)}
                onClose={closePanel}
              />
            </div>
          )}
          <UpdatesBlock profile={profile} onEditInForm={openForEdit} />
          {further}
        </>
      )}
    </div>
  );
}

// The tooltips' provider (spec section 9's delays) lives with the screens that have tooltips, so the
// shell's first-load chunk does not carry the tooltip and positioning code.
export function DashboardScreen(blocks: DashboardBlocks) {
  return (
    <TooltipProvider>
      <DashboardContent {...blocks} />
    </TooltipProvider>
  );
}
