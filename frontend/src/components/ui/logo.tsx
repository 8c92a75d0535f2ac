import { cn } from '@/lib/cn';

export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('shrink-0', className)}>
      <circle cx="16" cy="16" r="15" fill="#0f766e" />
      <text
        x="16"
        y="22"
        fontFamily="system-ui, sans-serif"
        fontSize="18"
        fontWeight="700"
        textAnchor="middle"
        fill="#fff"
      >
        P
      </text>
    </svg>
  );
}
