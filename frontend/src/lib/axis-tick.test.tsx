import { render } from '@testing-library/react';
import type { BaseTickContentProps } from 'recharts';
import { describe, expect, it } from 'vitest';
import { ageTick, decadeTicks, thousandsTick } from './axis-tick';

const props = (value: number, verticalAnchor: 'start' | 'middle'): BaseTickContentProps => ({
  angle: 0,
  fill: undefined,
  index: 0,
  stroke: 'none',
  payload: { value, coordinate: 0, tickCoord: 0, offset: 0, index: 0 },
  textAnchor: 'middle',
  tickFormatter: undefined,
  verticalAnchor,
  visibleTicksCount: 5,
  x: 10,
  y: 20,
});

describe('axis ticks', () => {
  it('labels every tenth year of the ages', () => {
    expect(decadeTicks([34, 35, 40, 49, 50, 60, 65, 95])).toEqual([40, 50, 60]);
  });

  it("draws an age and a balance as one <text>, placed like recharts' own labels", () => {
    const { container } = render(
      <svg>
        {ageTick(props(40, 'start'))}
        {thousandsTick(props(250000, 'middle'))}
      </svg>,
    );
    const [age, balance] = container.querySelectorAll('text');
    expect(age?.textContent).toBe('40');
    expect(age?.getAttribute('dy')).toBe('0.71em');
    expect(balance?.textContent).toBe('$250k');
    expect(balance?.getAttribute('dy')).toBe('0.355em');
    expect(container.querySelectorAll('tspan')).toHaveLength(0);
  });
});
