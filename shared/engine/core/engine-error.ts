/**
 * The one error the engine throws. Bad data (a NaN, a negative price, a crossed bid/ask) stops the
 * run with a message naming the row, so a broken dataset is found rather than silently averaged.
 */
export type EngineErrorCode = 'engine.bad_data' | 'engine.no_data' | 'engine.bad_request';

export class EngineError extends Error {
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}
