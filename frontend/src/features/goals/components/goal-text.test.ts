import { describe, expect, it } from 'vitest';
import { amountToGo, formatDate, formatMonth, formatMonthly, onTrackLine, whatIfLine } from './goal-text';
import { goal } from './test-goals';

describe('what a goal says', () => {
  it('gives the amount to go by kind', () => {
    expect(amountToGo(goal())).toBe('$30,000 to go');
    expect(amountToGo(goal({ kind: 'debt_payoff', targetAmount: '0', currentAmount: '6000' }))).toBe('$6,000 left to pay');
    expect(amountToGo(goal({ kind: 'retirement', targetAmount: '70000', currentAmount: '52000.5' }))).toBe('$18,000 a year to go');
    expect(amountToGo(goal({ kind: 'retirement', currentAmount: null }))).toBeNull();
    expect(amountToGo(goal({ kind: 'emergency_fund', targetAmount: null }))).toBeNull();
    expect(amountToGo(goal({ status: 'achieved', progress: '1', currentAmount: '40000' }))).toBeNull();
  });

  it('says whether it is on track, and when it arrives or what it needs', () => {
    expect(onTrackLine(goal(), 'australia')).toBe('On track: reached by Feb 2029.');
    expect(onTrackLine(goal({ onTrack: false, projectedDate: '2030-10-26' }), 'australia')).toBe(
      'Behind: needs $670.48 a month to reach it by 31 Dec 2029.',
    );
    expect(onTrackLine(goal({ onTrack: false, projectedDate: '2030-10-26' }), 'us')).toBe(
      'Behind: needs $670.48 a month to reach it by Dec 31, 2029.',
    );
    expect(onTrackLine(goal({ onTrack: false, requiredMonthly: null }), 'australia')).toBe('Behind: the target date has passed.');
    expect(onTrackLine(goal({ onTrack: null, targetDate: null, requiredMonthly: null }), 'australia')).toBe(
      'At your current pace: reached by Feb 2029.',
    );
    expect(onTrackLine(goal({ onTrack: null, targetDate: null, requiredMonthly: null, projectedDate: null }), 'australia')).toBe(
      'Add a target date to see whether you are on track.',
    );
    expect(onTrackLine(goal({ status: 'achieved' }), 'australia')).toBe('Reached: well done!');
    expect(onTrackLine(goal({ kind: 'emergency_fund', targetAmount: null }), 'australia')).toBe(
      'Add your monthly expenses to your profile to set this target.',
    );
  });

  it('reads a retirement goal through the plan', () => {
    const retirement = goal({ kind: 'retirement', targetDate: null, projectedDate: null, targetAmount: '60000', currentAmount: '50000' });
    expect(onTrackLine({ ...retirement, onTrack: true }, 'us')).toBe(
      'On track: your plan lasts at this spending in at least 4 of 5 market histories.',
    );
    expect(onTrackLine({ ...retirement, onTrack: false, requiredMonthly: '817' }, 'us')).toBe(
      'Not on track yet: about $817 more a month would get it there.',
    );
    expect(onTrackLine({ ...retirement, currentAmount: null, onTrack: null }, 'us')).toBe('Add your age to your profile to track this goal.');
  });

  it('answers a what-if in a sentence', () => {
    expect(whatIfLine(goal({ projectedDate: '2028-06-26', onTrack: true }), '1500', 'australia')).toBe(
      'At $1,500 a month you would reach it by June 2028: on time for your target date.',
    );
    expect(whatIfLine(goal({ projectedDate: '2030-10-26', onTrack: false }), '500', 'us')).toBe(
      'At $500 a month you would reach it by Oct 2030: after your target date.',
    );
    expect(whatIfLine(goal({ projectedDate: null, onTrack: false }), '1', 'us')).toBe('At $1 a month it would take more than 100 years.');
  });

  it('formats dates as calendar dates, whatever the time zone', () => {
    expect(formatDate('2029-12-31', 'australia')).toBe('31 Dec 2029');
    expect(formatDate('2029-12-31', 'us')).toBe('Dec 31, 2029');
    expect(formatMonth('2029-01-01', 'us')).toBe('Jan 2029');
    expect(formatMonthly('670.48')).toBe('$670.48');
    expect(formatMonthly('670.5')).toBe('$670.50');
    expect(formatMonthly('1500')).toBe('$1,500');
  });
});
