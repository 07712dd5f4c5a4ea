/**
 * Said after a save that named the run's job or saved run but was stored as a sent copy (audit 23
 * F2): the server would not copy the backtester's record, so the page's copy was sent. Without it
 * the Save dialog closed as a plain success and the trader could not tell why the save is 'sent'.
 */
export const sentCopyBecause = (reason: string): string => `Saved as a sent copy, as the backtester's record could not be copied: ${reason}.`;
