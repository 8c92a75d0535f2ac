/**
 * The goals' query key prefix (`['/api/goals']`: the list, and under it each goal and its what-ifs).
 * Shared because three parties refresh it: the goals feature after its own changes, the chat after a
 * reply that says `goalsUpdated`, and every profile change (a goal's figures follow the profile: an
 * emergency fund's target is months × expenses, a net-worth goal reads the totals).
 */
export const GOALS_KEY = ['/api/goals'] as const;
