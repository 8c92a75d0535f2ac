// The dashboard screen and every card the shell places in it, behind one import: they always arrive
// together, so they are one chunk (one request) instead of a chunk each plus the small chunks Rolldown
// splits out for the code two of them share (the goals feature had added about ten requests).
export { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
export { RetirementCard } from '@/features/retirement/components/retirement-card';
export { PayslipSummary } from '@/features/dashboard/components/payslip-summary';
export { PlanSummary } from '@/features/plan/components/plan-summary';
export { GoalsCard, NetWorthCard } from '@/features/goals/components/dashboard-cards';
