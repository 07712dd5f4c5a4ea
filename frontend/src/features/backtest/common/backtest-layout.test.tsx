import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BacktestLayout } from './backtest-layout';

/** The results' top as a stacked phone layout puts it: under the whole form, off an 844 px screen. */
function stackedResultsTop(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: this.classList.contains('bt-page__results') ? top : 0 } as DOMRect;
  });
  vi.stubGlobal('innerHeight', 844);
  const scrolled: string[] = [];
  HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolled.push(this.className);
  };
  return scrolled;
}

afterEach(() => {
  // jsdom has no scrollIntoView (the layout calls it only where it exists).
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BacktestLayout', () => {
  it('opened on results (a Load) with them below the form, brings them into view', () => {
    const scrolled = stackedResultsTop(1300);
    render(<BacktestLayout showResultsOnOpen results={<p>results</p>} form={<p>form</p>} />);
    expect(scrolled).toEqual(['bt-page__results']);
  });

  it('opened empty, or on results already in sight (side by side), moves nothing', () => {
    const belowForm = stackedResultsTop(1300);
    render(<BacktestLayout results={<p>results</p>} form={<p>form</p>} />).unmount();
    expect(belowForm).toEqual([]);
    const inSight = stackedResultsTop(85);
    render(<BacktestLayout showResultsOnOpen results={<p>results</p>} form={<p>form</p>} />);
    expect(inSight).toEqual([]);
  });
});
