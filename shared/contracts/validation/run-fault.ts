/** A section-5 rule a run request breaks: the spec's message and the request fields it is about. */
export interface RunRuleFault {
  message: string;
  paths: ReadonlyArray<ReadonlyArray<PropertyKey>>;
}

/** A JSON object (not null, not a list): what a request and its strategy must be. */
export const isJsonObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The object's fields, or none when the value is not an object (its type is the contract's to name). */
export const asRecord = (v: unknown): Record<string, unknown> => (isJsonObject(v) ? v : {});

/** A required text field of a request not given: left out, null, or only whitespace. */
export const absent = (v: unknown): boolean => v == null || (typeof v === 'string' && v.trim() === '');

/**
 * A field sent with a value that is not an object (a string, a number, a list). The run rules read
 * nothing inside it: 'Strategy name is required' about `"strategy": "x"` would send the caller after
 * the wrong fault, so the contract's 'strategy must be an object' is the message.
 */
export const notAnObject = (v: unknown): boolean => v != null && !isJsonObject(v);
