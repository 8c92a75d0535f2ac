import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalculationBox } from './calculation-box';

const calculations = { federalTax: '12345.67', stateTax: '4000.2', ficaTax: '6502.5', takeHome: '62151.63' };

describe('calculation box', () => {
  it('uses the US labels and rounded dollars', () => {
    render(<CalculationBox calculations={calculations} country="us" />);
    expect(screen.getByText('Federal Tax').nextSibling).toHaveTextContent('$12,346');
    expect(screen.getByText('State Tax').nextSibling).toHaveTextContent('$4,000');
    expect(screen.getByText('FICA').nextSibling).toHaveTextContent('$6,503');
    expect(screen.getByText('Take Home').nextSibling).toHaveTextContent('$62,152');
  });
  it('uses the Australian labels and has no state tax', () => {
    render(<CalculationBox calculations={calculations} country="australia" />);
    expect(screen.getByText('Income Tax')).toBeInTheDocument();
    expect(screen.getByText('Medicare Levy')).toBeInTheDocument();
    expect(screen.queryByText('State Tax')).not.toBeInTheDocument();
  });
});
