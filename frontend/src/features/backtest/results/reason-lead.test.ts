import { describe, expect, it } from 'vitest';
import { NOTICE_WORDS, earlyAssignmentWords } from '../../../../../shared/engine/strategy/early-assignment';
import { PUT_NOTICE_WORDS, earlyPutWords } from '../../../../../shared/engine/strategy/early-put-exercise';
import { reasonWords } from '../lib/shared';
import { reasonLead } from './reason-lead';

/** As the engine writes a covered call's reason, and as the row shows it (reasonWords). */
const shownCall = (words: string) => reasonWords(`${words}; 100 shares called away at 429; ${NOTICE_WORDS}; without the wheel, 100 shares are bought back at the next trading day's close`);
const base = { exDate: '2023-06-16', dividend: 1.638, extrinsic: 0.02, intrinsic: 13.6, close: 442.6, strike: 429 };

describe("an early assignment's lead: which dividend, what the option had left, the date", () => {
  it('decided by the American pricer (a modeled day): the dividend, the date, held against exercised', () => {
    const reason = shownCall(earlyAssignmentWords({ ...base, held: 12.86 }));
    expect(reason.length).toBeGreaterThan(400);
    expect(reasonLead(reason)).toBe('Assigned early before the 2023-06-16 ex-date of the $1.64 dividend: no extrinsic value left (held past it, the call is worth $12.86 a share; exercised, $13.60).');
  });

  it('decided by parity on the put (an imported day): the dividend against what exercising gives up', () => {
    const reason = shownCall(earlyAssignmentWords({ ...base, put: { mark: 0.41, strikeInterest: 0.83 } }));
    expect(reasonLead(reason)).toBe("Assigned early before the 2023-06-16 ex-date of the $1.64 dividend: more than the $1.24 exercising gives up (the put's value and the interest on the strike).");
  });

  it("decided by the call alone (no put quote): the dividend against the call's extrinsic value left, four decimals kept where cents would tie", () => {
    expect(reasonLead(shownCall(earlyAssignmentWords({ ...base, bid: 13.55, extrinsic: 0.31 }))))
      .toBe("Assigned early before the 2023-06-16 ex-date of the $1.64 dividend: more than the call's $0.31 extrinsic value left.");
    // QQQ 2022-03-18: 0.4340 against 0.4300, both $0.43 in cents.
    expect(reasonLead(shownCall(earlyAssignmentWords({ ...base, dividend: 0.434, bid: 13.55, extrinsic: 0.43 }))))
      .toBe("Assigned early before the 2023-06-16 ex-date of the $0.4340 dividend: more than the call's $0.4300 extrinsic value left.");
  });

  it("a put exercised early by its holder: the interest on the strike against what the put had left", () => {
    const put = { extrinsic: 0.05, intrinsic: 21.4, close: 414.6, strike: 436, strikeInterest: 2.91 };
    const shownPut = (words: string) => reasonWords(`${words}; 100 shares bought at 436; ${PUT_NOTICE_WORDS}`);
    expect(reasonLead(shownPut(earlyPutWords({ ...put, held: 21.4 })))).toBe('Exercised early by its holder: no extrinsic value left (held, the 436 put is worth $21.40 a share; exercised, $21.40).');
    expect(reasonLead(shownPut(earlyPutWords({ ...put, call: { mark: 0.9, dividends: 1.2 } })))).toBe("Exercised early by its holder: the $2.91 interest on the 436 strike to expiry is more than the $2.10 exercising gives up (the call's value and the dividends expected).");
    expect(reasonLead(shownPut(earlyPutWords({ ...put, bid: 21.3 })))).toBe("Exercised early by its holder: the $2.91 interest on the 436 strike to expiry is more than the put's $0.05 extrinsic value left.");
  });

  it('says when more legs went the same night, keeps a wording it does not know to its date, and leaves other reasons alone', () => {
    const two = reasonWords(`${earlyAssignmentWords({ ...base, held: 12.86 })}; ${earlyAssignmentWords({ ...base, strike: 430, held: 11.9, intrinsic: 12.6 })}; ${NOTICE_WORDS}`);
    expect(reasonLead(two)).toMatch(/exercised, \$13\.60\)\. One more leg too: see the whole reason\.$/);
    expect(reasonLead('Early assignment before the ex-dividend date 2019-06-21: extrinsic 0.12 < dividend 1.43')).toBe('Early assignment before the ex-dividend date 2019-06-21.');
    expect(reasonLead('Profit target: 80% of the credit captured')).toBeNull();
  });
});

describe("a reason with orders over the day's volume: its first sentence and the sizes against the volumes", () => {
  // As the engine wrote it for audit 16's AAPL Bull Call Spread of 2023 at the form's defaults (chromium, 2026-12-04).
  const expiry = 'Expiration on 2023-11-10: settled at intrinsic value, PM-settled at the close 186.40. The 24200 shares the exercise or assignment left long were sold at the close $186.40 (no commission).';
  const opened = "Opened more than the day's volume: 242 contracts of the long 185 call expiring 2023-11-10 against a day volume of 142 (modeled); 242 contracts of the short 190 call expiring 2023-11-10 against a day volume of 197 (modeled): a fill this size at one price is optimistic";

  it('leads with what closed the trade and the legs in short, the strikes and expiries left to the whole reason', () => {
    expect(reasonLead(`${expiry} ${opened}`)).toBe(
      "Expiration on 2023-11-10: settled at intrinsic value, PM-settled at the close 186.40. Opened over the day's volume: 242 contracts against a day volume of 142, 242 against 197 (modeled); a fill this size at one price is optimistic.",
    );
  });

  it('an entry and an exit over real volume (a covered short on an imported chain), grouped digits, each source said when they differ', () => {
    const entry = "Opened more than the day's volume: 1000 contracts of the short 600 call expiring 2014-06-21 against a day volume of 143 (real, from the imported chain): a fill this size at one price is optimistic";
    const exit = "Closed more than the day's volume: 7000 contracts of the short 90 call expiring 2014-07-19 against a day volume of 319 (real, from the imported chain); 1 contract of the long 95 call expiring 2014-07-19 against a day volume of 0 (modeled): a fill this size at one price is optimistic";
    expect(reasonLead(`Rolled at 21 DTE. ${entry}. ${exit}`)).toBe(
      "Rolled at 21 DTE. Opened over the day's volume: 1,000 contracts against a day volume of 143 (real); closed over the day's volume: 7,000 contracts against a day volume of 319 (real), 1 against 0 (modeled); a fill this size at one price is optimistic.",
    );
  });

  it('reads sizes as the row shows them, 5 digits and more grouped', () => {
    const big = "Opened more than the day's volume: 24,200 contracts of the short 600 call expiring 2014-06-21 against a day volume of 143 (real, from the imported chain): a fill this size at one price is optimistic";
    expect(reasonLead(`Expired worthless. ${big}`)).toBe("Expired worthless. Opened over the day's volume: 24,200 contracts against a day volume of 143 (real); a fill this size at one price is optimistic.");
  });

  it("a reason that opens with the sentence leads with its short form alone; one joined by '; ' ends its head cleanly; one without it is left whole", () => {
    expect(reasonLead(`Expired worthless; ${opened}`)).toBe("Expired worthless. Opened over the day's volume: 242 contracts against a day volume of 142, 242 against 197 (modeled); a fill this size at one price is optimistic.");
    expect(reasonLead(opened)).toBe("Opened over the day's volume: 242 contracts against a day volume of 142, 242 against 197 (modeled); a fill this size at one price is optimistic.");
    expect(reasonLead(expiry)).toBeNull();
  });
});
