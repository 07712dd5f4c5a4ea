/**
 * Structured logs: one JSON object per line, the shape CloudWatch Logs Insights queries. Nothing
 * here logs a stack trace, a token or a secret: callers pass chosen fields only.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

function write(level: 'info' | 'warn' | 'error', message: string, fields: LogFields): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export const log = {
  info: (message: string, fields: LogFields = {}): void => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}): void => write('warn', message, fields),
  error: (message: string, fields: LogFields = {}): void => write('error', message, fields),
};
