/** Messages of the sweep lab (issue 19), shared by the API and the frontend. */
export const SWEEP_PRO_ONLY = 'Parameter sweeps are a Pro feature. Upgrade to Pro to run sweeps.';
export const SWEEP_ALREADY_RUNNING = 'You already have a sweep running. Wait for it to finish before starting another.';
export const SWEEP_NOT_STARTED = 'The sweep could not be started. Please try again.';
export const SWEEP_FAILED = 'The sweep failed. Please try again.';
/** A cell whose batch Lambda failed as a whole (its own errors are reported per cell). */
export const SWEEP_BATCH_FAILED = 'The batch running this cell failed';
