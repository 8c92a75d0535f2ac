import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoalProgress } from './goal-progress';
import { progressPercent } from './goal-text';
import { goal } from './test-goals';

function renderBar(over: Parameters<typeof goal>[0]) {
  render(
    <>
      <h3 id="t">House deposit</h3>
      <GoalProgress goal={goal(over)} labelledBy="t" />
    </>,
  );
  return screen.getByRole('progressbar', { name: 'House deposit' });
}

describe('the goal progress bar', () => {
  it('is a progressbar named by the goal, its value a whole percent from 0 to 100', () => {
    const bar = renderBar({ progress: '0.2567' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
    expect(bar.firstElementChild).toHaveStyle({ width: '25%' });
  });

  it('says when the goal is reached', () => {
    const bar = renderBar({ progress: '1', status: 'achieved' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%, reached');
  });

  it('starts empty', () => {
    expect(renderBar({ progress: '0' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('rounds down like the API, without binary-float slips', () => {
    expect(progressPercent({ progress: '0.29' })).toBe(29); // 0.29 × 100 is 28.999… in floating point
    expect(progressPercent({ progress: '0.9999' })).toBe(99); // 100% only once reached
    expect(progressPercent({ progress: '0.5' })).toBe(50);
  });
});
