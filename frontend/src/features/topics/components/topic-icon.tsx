import {
  BookOpen,
  Building2,
  HandCoins,
  Car,
  CreditCard,
  Home,
  Landmark,
  PiggyBank,
  Shield,
  TrendingUp,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  building: Building2,
  car: Car,
  'hand-coins': HandCoins,
  'credit-card': CreditCard,
  creditcard: CreditCard,
  home: Home,
  landmark: Landmark,
  'piggy-bank': PiggyBank,
  piggybank: PiggyBank,
  shield: Shield,
  'trending-up': TrendingUp,
  trendingup: TrendingUp,
  users: Users,
  wallet: Wallet,
};

export function TopicIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name.toLowerCase()] ?? BookOpen;
  return <Icon className={className} aria-hidden />;
}
