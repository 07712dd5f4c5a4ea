/**
 * What the results panel says: its text, with each chart read by its text alternative (its summary
 * of the curve), since ECharts draws the axes' labels a moment after the rest.
 */
export function resultsText(): string {
  const panel = document.querySelector('[aria-label="Results"]')?.cloneNode(true) as HTMLElement | undefined;
  if (!panel) return '';
  for (const chart of panel.querySelectorAll('[role="img"]')) chart.replaceWith(`[chart: ${chart.getAttribute('aria-label') ?? ''}]`);
  return panel.textContent ?? '';
}
