// The goals feature's public face on the dashboard: its two cards, loaded together as one chunk (the
// shell places them in different blocks, but they arrive with the same screen).
export { GoalsCard } from './goals-card';
export { NetWorthCard } from './net-worth-card';
