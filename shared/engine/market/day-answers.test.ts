import { describe, expect, it } from 'vitest';
import { createDayAnswers, KEPT_EXPIRIES_LIMIT, RECENT_DAYS } from './day-answers';
import { addCalendarDays } from './calendar';

const DAYS = Array.from({ length: 40 }, (_, i) => addCalendarDays('2024-01-01', i));

/** Day answers over DAYS whose inputs count how often each day was computed. */
function answersCounting() {
  const computed = new Map<string, number>();
  const answers = createDayAnswers<{ date: string }, never>((date) => {
    computed.set(date, (computed.get(date) ?? 0) + 1);
    return { date };
  });
  const walk = () => DAYS.map((d) => answers.day(d));
  return { answers, computed, walk };
}

describe('day answers', () => {
  it('a run walking forward keeps only the recent days: an older day asked again is computed again', () => {
    const { answers, computed } = answersCounting();
    const first = answers.day(DAYS[0] as string);
    for (const d of DAYS.slice(1, RECENT_DAYS)) answers.day(d);
    // Still within the recent days: the same answers.
    expect(answers.day(DAYS[0] as string)).toBe(first);
    for (const d of DAYS.slice(RECENT_DAYS)) answers.day(d);
    expect(answers.day(DAYS[0] as string)).not.toBe(first);
    expect(computed.get(DAYS[0] as string)).toBe(2);
  });

  it('once the days are walked again (the next cell of a sweep batch), every day is kept', () => {
    const { computed, walk } = answersCounting();
    walk();
    const second = walk();
    // The second walk recomputed the days the first one dropped, and kept them all.
    expect(computed.get(DAYS[0] as string)).toBe(2);
    const third = walk();
    third.forEach((a, i) => expect(a).toBe(second[i]));
    expect(Math.max(...computed.values())).toBe(2);
  });

  it('keeps each expiry answer with its day', () => {
    const { answers, walk } = answersCounting();
    walk();
    walk();
    const e = answers.expiry(answers.day(DAYS[3] as string), '2024-02-16');
    e.strikes = [1, 2, 3];
    walk();
    expect(answers.expiry(answers.day(DAYS[3] as string), '2024-02-16').strikes).toBe(e.strikes);
  });

  it('drops the kept days past KEPT_EXPIRIES_LIMIT expiry answers (a warm Lambda sweeping one ticker again and again)', () => {
    const { answers, walk } = answersCounting();
    walk();
    const kept = walk();
    const perDay = Math.floor(KEPT_EXPIRIES_LIMIT / DAYS.length) + 1;
    for (const a of kept) for (let k = 0; k < perDay; k++) answers.expiry(a, `x${k}`);
    // The limit was passed on the last day: every kept day is dropped, then refilled as asked.
    expect(answers.day(DAYS[0] as string)).not.toBe(kept[0]);
    const refilled = walk();
    expect(walk()[5]).toBe(refilled[5]);
  });
});
