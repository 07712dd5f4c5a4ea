/** Pure validators of the spec's section 5 sequences: each returns the first failing message, or null. */
export * from './covered-run';
export * from './spreads-run';
export * from './save';
export * from './auth';
export { formNumber, formDate } from './form-values';
export type { RunRuleFault } from './run-fault';
export * from './run-request';
export * from './sweep-run';
