import { render, waitFor } from '@testing-library/react';
import * as echarts from 'echarts/core';
import { describe, expect, it, vi } from 'vitest';
import { coveredResult } from '../test/fixtures';
import { withLayoutBox } from '../test/virtual-rect';
import { buildChartOption } from './chart-option';
import { deriveResults } from './derive-results';
import { EChartView } from './echart-view';

describe('P&L chart view', () => {
  withLayoutBox();

  it('is redrawn when the window is resized', async () => {
    const { container } = render(<EChartView option={buildChartOption(deriveResults(coveredResult()), false)} />);
    const element = container.querySelector('.bt-chart .echarts-for-react');
    if (!(element instanceof HTMLElement)) throw new Error('no chart element');
    const chart = await waitFor(() => {
      // echarts-for-react first makes a throw-away instance to measure; the real one has the series.
      const instance = echarts.getInstanceByDom(element);
      const series = (instance?.getOption() as { series?: unknown[] } | undefined)?.series;
      if (!instance || !series?.length) throw new Error('chart not ready');
      return instance;
    });
    const resize = vi.spyOn(chart, 'resize');
    window.dispatchEvent(new Event('resize'));
    // To the element's size now: a bare resize() kept the width echarts-for-react first measured and
    // fixed, so a chart drawn wide stayed wide in a narrowed window (the page scrolled sideways).
    await waitFor(() => expect(resize).toHaveBeenCalledWith({ width: 'auto', height: 'auto' }));
  });

  it('takes the height its class gives it, not echarts-for-react\'s inline 300px', () => {
    // The comparison's chart (.compare-chart, 480px) drew at 300px: its two grids overlapped.
    const { container } = render(<EChartView option={buildChartOption(deriveResults(coveredResult()), false)} className="compare-chart" label="Chart" />);
    const chart = container.querySelector('.echarts-for-react');
    if (!(chart instanceof HTMLElement)) throw new Error('no chart element');
    expect(chart.closest('[role="img"]')?.className).toBe('compare-chart');
    expect(chart.style.height).toBe('100%');
  });
});
