import type { Country, Goal, GoalKind, TrackedDebt } from '@/lib/api/types';
import { subtractDecimals } from '@/lib/decimal';
import { formatMoney, num } from '@/lib/money';

// The words and figures a goal is shown with, on the dashboard's card and in the Goals view alike.

export const KIND_LABELS: Record<GoalKind, string> = {
  savings: 'Savings',
  emergency_fund: 'Emergency fund',
  debt_payoff: 'Pay off a debt',
  retirement: 'Retirement spending',
  net_worth: 'Net worth',
};

/** The profile balance a debt-payoff goal tracks. HELP is Australia's student loan. */
export const DEBT_LABELS: Record<TrackedDebt, string> = {
  debts: 'Other debts',
  mortgageBalance: 'Mortgage',
  helpDebt: 'HELP debt',
};

/** Whole percent, rounded down like the API's progress (so 100% only once reached). */
export function progressPercent(goal: Pick<Goal, 'progress'>): number {
  return Math.min(100, Math.max(0, Math.floor(num(goal.progress) * 100 + 1e-9)));
}

// Formatters are built once: `toLocaleString` with options builds a new one on every call (about 0.4 ms
// each, several per goal on every render of the Goals card and view).
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars and cents, for the monthly amounts ("$670.48"); whole dollars stay whole ("$1,500"). */
export function formatMonthly(value: string | number | null | undefined): string {
  const n = num(value);
  if (Number.isInteger(n)) return formatMoney(n);
  return `$${cents.format(n)}`;
}

const locale = (country: Country) => (country === 'us' ? 'en-US' : 'en-AU');

// API dates are calendar dates (YYYY-MM-DD): read and written in UTC, so no time zone moves them a day.
function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const dayFormats = new Map<Country, Intl.DateTimeFormat>();
const monthFormats = new Map<Country, Intl.DateTimeFormat>();

function formatter(cache: Map<Country, Intl.DateTimeFormat>, country: Country, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(country);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(country), { ...options, timeZone: 'UTC' });
    cache.set(country, format);
  }
  return format;
}

/** "31 Dec 2029" (Australia) or "Dec 31, 2029" (US). */
export function formatDate(date: string, country: Country): string {
  return formatter(dayFormats, country, { day: 'numeric', month: 'short', year: 'numeric' }).format(utc(date));
}

/** "Feb 2029": a projected date is a month, not a day. */
export function formatMonth(date: string, country: Country): string {
  return formatter(monthFormats, country, { month: 'short', year: 'numeric' }).format(utc(date));
}

/** What is left between where the goal stands and its target, or null once there is nothing to say. */
export function amountToGo(goal: Goal): string | null {
  if (goal.status === 'achieved' || goal.targetAmount === null) return null;
  if (goal.kind === 'debt_payoff') {
    const left = subtractDecimals(goal.currentAmount ?? '0', goal.targetAmount);
    return num(left) > 0 ? `${formatMoney(left)} left to pay` : null;
  }
  if (goal.kind === 'retirement' && goal.currentAmount === null) return null;
  const left = subtractDecimals(goal.targetAmount, goal.currentAmount ?? '0');
  if (num(left) <= 0) return null;
  return goal.kind === 'retirement' ? `${formatMoney(left)} a year to go` : `${formatMoney(left)} to go`;
}

/** Whether the goal is on track, in a line: the date it arrives, or what it needs. */
export function onTrackLine(goal: Goal, country: Country): string {
  if (goal.status === 'achieved') return 'Reached: well done!';
  if (goal.kind === 'emergency_fund' && goal.targetAmount === null) {
    return 'Add your monthly expenses to your profile to set this target.';
  }
  if (goal.kind === 'retirement') {
    if (goal.currentAmount === null) return 'Add your age to your profile to track this goal.';
    if (goal.onTrack) return 'On track: your plan lasts at this spending in at least 4 of 5 market histories.';
    return goal.requiredMonthly !== null
      ? `Not on track yet: about ${formatMonthly(goal.requiredMonthly)} more a month would get it there.`
      : 'Not on track yet.';
  }
  const by = goal.targetDate ? formatDate(goal.targetDate, country) : null;
  const pay = goal.kind === 'debt_payoff' ? 'paying' : 'saving';
  if (goal.onTrack === true) {
    return goal.projectedDate ? `On track: reached by ${formatMonth(goal.projectedDate, country)}.` : 'On track.';
  }
  if (goal.onTrack === false) {
    if (goal.requiredMonthly === null) return 'Behind: the target date has passed.';
    return `Behind: needs ${formatMonthly(goal.requiredMonthly)} a month to reach it by ${by}.`;
  }
  if (goal.projectedDate) return `At your current pace: reached by ${formatMonth(goal.projectedDate, country)}.`;
  if (goal.requiredMonthly !== null && by) return `Needs ${formatMonthly(goal.requiredMonthly)} a month to reach it by ${by}.`;
  return by ? `No ${pay} pace known yet to judge by.` : 'Add a target date to see whether you are on track.';
}

/** The current figure's name for each kind. */
export function currentLabel(goal: Pick<Goal, 'kind'>): string {
  switch (goal.kind) {
    case 'savings':
      return 'Saved so far';
    case 'emergency_fund':
      return 'Emergency fund now';
    case 'debt_payoff':
      return 'Still owed';
    case 'retirement':
      return 'Sustainable spending now (a year)';
    case 'net_worth':
      return 'Net worth now';
  }
}

/** The target's name for each kind. */
export function targetLabel(goal: Pick<Goal, 'kind'>): string {
  switch (goal.kind) {
    case 'debt_payoff':
      return 'Pay down to';
    case 'retirement':
      return 'Spending wanted (a year, today’s dollars)';
    default:
      return 'Target';
  }
}

/** The colour of the on-track line: green once on track or reached, amber when behind. */
export function onTrackTone(goal: Goal): string {
  if (goal.status === 'achieved' || goal.onTrack === true) return 'text-green-800';
  if (goal.onTrack === false) return 'text-amber-900';
  return 'text-slate-700';
}

/** The answer to "what if I save $X a month?" (`result` is the goal at that pace), in a sentence. */
export function whatIfLine(result: Goal, amount: string, country: Country): string {
  const each = `At ${formatMonthly(amount)} a month`;
  if (result.status === 'achieved') return 'Already reached.';
  if (!result.projectedDate) return `${each} it would take more than 100 years.`;
  const when = `${each} you would reach it by ${formatMonth(result.projectedDate, country)}`;
  if (!result.targetDate) return `${when}.`;
  return result.onTrack ? `${when}: on time for your target date.` : `${when}: after your target date.`;
}
