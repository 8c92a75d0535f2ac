import type { BaseTickContentProps } from 'recharts';
import { formatThousands } from '@/lib/money';

// Where recharts' own <Text> puts a label's baseline for each vertical anchor.
const baseline = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis label as one plain <text>. Recharts' default tick (<Text>) measures every word of every
 * label in a hidden DOM node so it can wrap them, which forces a layout per label and made up much of
 * the charts' one long task on a phone; axis labels here are one short word and never wrap.
 */
function tick(label: string, { x, y, textAnchor, verticalAnchor, className }: BaseTickContentProps) {
  return (
    <text x={x} y={y} dy={baseline[verticalAnchor]} textAnchor={textAnchor} fontSize={10} fill="currentColor" className={className}>
      {label}
    </text>
  );
}

/** An age on the x axis. */
export const ageTick = (props: BaseTickContentProps) => tick(String(props.payload.value), props);

/** Any axis label, from the tick's value (the net-worth chart's dates). */
export const textTick = (format: (value: number) => string) => (props: BaseTickContentProps) =>
  tick(format(Number(props.payload.value)), props);

/** A balance on the y axis, in thousands ("$250k"). */
export const thousandsTick = (props: BaseTickContentProps) => tick(formatThousands(Number(props.payload.value)), props);

/**
 * The ages that get a label: every tenth year. Giving recharts the ticks (with `interval={0}`) also
 * spares it measuring all of them to choose which fit.
 */
export function decadeTicks(ages: number[]): number[] {
  return ages.filter((age) => age % 10 === 0);
}
