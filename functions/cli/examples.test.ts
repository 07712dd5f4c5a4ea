import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request';

/** Every key path of `raw` that `parsed` lacks: a field the schema does not know, dropped silently. */
function droppedKeys(raw: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(raw)) return raw.flatMap((v, i) => droppedKeys(v, (parsed as unknown[] | undefined)?.[i], `${at}[${i}]`));
  if (typeof raw !== 'object' || raw === null) return [];
  const out = parsed as Record<string, unknown> | undefined;
  return Object.entries(raw).flatMap(([k, v]) => (out && k in out ? droppedKeys(v, out[k], `${at}.${k}`) : [`${at}.${k}`]));
}

describe('the CLI examples (README measures its runs on them)', () => {
  it('parse, and every field they set is one the request knows', async () => {
    const dir = new URL('./examples/', import.meta.url);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) {
      const raw = JSON.parse(await readFile(new URL(f, dir), 'utf8')) as unknown;
      const parsed = parseRequest(raw);
      expect(parsed.kind, f).not.toBe('invalid');
      // itm-covered-call.json set { "type": "time_stop", "max_days": 20 }: the field is
      // max_days_in_trade, so the 20 was dropped and the default 10-day stop ran (README's numbers).
      expect(droppedKeys(raw, 'request' in parsed ? parsed.request : undefined), f).toEqual([]);
    }
  });
});
