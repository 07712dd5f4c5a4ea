/**
 * Every contract of the product: request, response and stored entity schemas (zod 4) with their
 * inferred types. Client, handlers, engine, local server and infra import from here.
 *
 * Decisions that hold for all of them:
 * - `.default()` carries the spec's defaults, so `Schema.parse(minimal)` yields them;
 * - messages name the field path and the bound (`strategy.covered_call_config.DTE_target must
 *   be >= 0`), or are the spec's own where it has one (see fields.ts);
 * - a request's unknown keys are refused ('Unknown field strategy.max_dayz'), known keys are
 *   checked strictly; what was stored earlier is read with `parseStored` (stored.ts), which leaves
 *   unknown keys out instead, and answers (results, statuses) stay lenient;
 * - a put's delta target is made negative (a call's positive) when parsing.
 */
export * from './fields';
export * from './limits';
export * from './contract';
export * from './covered';
export * from './multileg';
export * from './results';
export * from './applied-cost-fields';
export * from './results-read';
export * from './jobs';
export * from './errors';
export * from './saved';
export * from './user-status';
export * from './billing';
export * from './runtime-config';
export * from './validation';
export * from './load-saved';
export * from './sweep';
export * from './sweep-result';
export * from './share';
export * from './stored';
