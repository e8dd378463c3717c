import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RateChart } from './charts';

afterEach(cleanup);

const EMPTY = 'Sin solicitudes decididas en el periodo.';

describe('RateChart', () => {
  it('says there is nothing to draw when no point of the period has a rate', () => {
    render(
      <RateChart
        title="Tasa de aprobación"
        empty={EMPTY}
        points={[
          { label: '01.03.2026', rate: null },
          { label: '02.03.2026', rate: null },
        ]}
      />,
    );
    expect(screen.getByText(EMPTY)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Tasa de aprobación' })).toBeNull();
    cleanup();
    render(<RateChart title="Tasa de aprobación" empty={EMPTY} points={[]} />);
    expect(screen.getByText(EMPTY)).toBeTruthy();
  });

  it('draws the line and a dot for each rate, and skips the days without one', () => {
    const { container } = render(
      <RateChart
        title="Tasa de aprobación"
        empty={EMPTY}
        points={[
          { label: '01.03.2026', rate: 0.5 },
          { label: '02.03.2026', rate: null },
          { label: '03.03.2026', rate: 1 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Tasa de aprobación' })).toBeTruthy();
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('path')?.getAttribute('d')?.split(' ')).toHaveLength(2);
    expect(screen.getByText('01.03.2026')).toBeTruthy();
    expect(screen.getByText('03.03.2026')).toBeTruthy();
  });
});
