/** The executions still running, in a small JSON file under the state folder (or nowhere). */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface JournalEntry {
  name: string;
  input: string;
  /** The state machine, when not the backtest one (older journals have none). */
  arn?: string;
}

export function executionJournal(path: string | undefined) {
  const read = (): JournalEntry[] => {
    if (!path || !existsSync(path)) return [];
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return Array.isArray(parsed) ? parsed.filter((e): e is JournalEntry => typeof e?.name === 'string' && typeof e?.input === 'string') : [];
    } catch {
      return []; // a torn write loses only the resumption of interrupted runs, never user data
    }
  };
  let entries = read();
  const save = () => {
    if (!path) return;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(entries));
    renameSync(`${path}.tmp`, path);
  };
  return {
    list: (): JournalEntry[] => [...entries],
    add(entry: JournalEntry) {
      entries = [...entries.filter((e) => e.name !== entry.name), entry];
      save();
    },
    remove(name: string) {
      if (!entries.some((e) => e.name === name)) return;
      entries = entries.filter((e) => e.name !== name);
      save();
    },
  };
}
