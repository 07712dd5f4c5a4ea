/**
 * The model-risk runs build only what the band shows (strategy/band-run.ts) and share the
 * vol-independent work with the base run: neither may change a number. Each case checks the band
 * against the full engine runs on the shifted markets (the way the band was taken before), and the
 * whole result against a hash of the output of the code before those changes (main at 090e086).
 * Data-driven, like the goldens: when a deliberate change moves these results, check that the
 * band still equals the full runs, then update the hash. The condor's changed (2026-11-28) when a
 * settled leg began to record its settlement value as its exit bid and ask too (book.ts): only
 * those fields of the expiring legs moved (e.g. 2.87/2.91 -> 2.89/2.89), no number of the result.
 * It changed again when every leg gained its fill `price` (book.ts): with `price` removed from the
 * legs the result hashes to the previous 6d7734e0…2747, so nothing else moved. The wheel's changed
 * when skip reasons began to write dollars as dollars ('cash $12,268.97 does not secure one put
 * ...', was 'cash 12268.97'): only those texts moved. The condor's changed (2026-12-01) when a
 * spread's short in-the-money call began to be assigned early before an ex-date
 * (multileg/early-assignment.ts): on 2010-03-18 the 116 calls of three condors (extrinsic 0.16 <
 * the 0.48 dividend, ex 03-19) were assigned (-2,042.55, was +3,228.30 at a 50% profit exit on the
 * ex-date, helped by the ex-dividend drop), so was a 124 call on 2010-12-16; the equity the later
 * positions are sized on moved with them (end 1,205.41, was 825.82).
 * Both changed again (2026-12-01, h-amer). The American floor of the modeled chain (stock and ETF
 * options never below intrinsic, chain-rules.ts section 4) moves no base number of either (the
 * wheel's Sharpe 0.3504 -> 0.3505: marks of deep in-the-money calls before an ex-date) and the
 * condor's low band end 866.50 -> 892.18. No entry at an early assignment's close (cooldown.ts
 * awaitsAssignmentNotice): the wheel's puts after its 3 early assignments (2010-03-18, 2010-09-16,
 * 2011-12-15) are written on the ex-date, not at that close: 64 -> 65 trades, end 17,588.40 ->
 * 17,604.50, band 17,275.41 / 18,827.92 -> 17,189.39 / 17,819.06; the condor's next position after
 * the three assigned on 2010-03-18 opens on 03-23 (was that close), and every later position is
 * sized on the equity that follows: end 1,205.41 -> 925.13, band 892.18 / 1,747.98 -> 1,973.55 /
 * 1,919.54. The band still equals the full shifted runs.
 * The condor's changed again (2026-12-01, h-rev) when a spread's early assignment reason stopped
 * saying the shares were 'bought back at the close' (its notice comes the next morning): only those
 * words of its 4 early-assigned trades moved; with them put back the result hashes to the previous
 * 81a30e50…e245 (end 925.13 both).
 * The wheel's changed again (2026-12-01) when covered results began to carry `dividends_received`
 * (184.46 here; the P&L summary read it from a diagnostics note before): with the field removed the
 * result hashes to the previous 8b421f81…852d. And again when covered trades began to carry their
 * `commissions` and `settlement_price` (the export read them back from the costs and the P&L
 * before): with both removed from the trades the result hashes to the previous 63baa056…de36.
 * The condor's changed again (2026-12-02, h-fills) when a modeled contract at the American floor
 * began to report the surface's vol at its strike as its bid and ask implied vols (modeled-quote.ts;
 * inverted with the European formula they were far off the surface): only the two vols of the
 * early-assigned short 124 call of 2010-12-16 (delta 1, floored) moved, 0.2683/0.2761 -> 0.1808
 * both; with the old vols put back the result hashes to the previous 88e45f0c…bc8a (end 925.13,
 * band 1,973.55 / 1,919.54 both). The catch stop's open price and the exercised long legs move
 * nothing here (no catch stop; no long leg of these condors closed in the money at an assignment).
 * And again (2026-12-02, h-ui3) when multi-leg trades began to carry their `commissions` (the
 * trade log showed legs that missed the P&L by them, the export back-solved them from the legs):
 * with the field removed from the trades the result hashes to the previous 6e5f931a…33b7 (checked
 * at the merge of both changes).
 * Both changed again (2026-12-02, h-ledger) when results began to carry `interest_by_year` (the
 * interest by the year credited, which the after-tax estimate taxes as ordinary income) and covered
 * results `share_pnl` (the share ledger the P&L summary reads): with both fields removed the wheel
 * hashes to the previous cd4bfe67…0147 and the condor to 0a1873cc…acc6
 * (checked after merging main with h-fills and h-ui3).
 * The wheel's changed again (2026-12-02, h-taxidx) when covered results began to carry
 * `shares_by_year` (the share lots' realised gains by holding period, unrealised and dividends by
 * year, for the after-tax estimate): with the field removed it hashes to the previous 71131811…bb7a.
 * And again (2026-12-02, h-catch) when each year of `shares_by_year` began to carry
 * `unrealised_long_term` (the part of the unrealised P&L on lots held over a year, which the
 * after-tax estimate then taxed long term for the lots held at the end; since h-tax2 it is data
 * only, the estimate taxes them short term): with it removed from each year
 * the wheel hashes to the previous 5a733483…dc91 (the day's-high/low catch stop rule of the same
 * branch moved nothing here).
 * And again (2026-12-02, h-basis) when the engine stopped writing `unrealised_long_term` (never read)
 * and each year of `shares_by_year` began to carry `assigned_options` (the assigned options' P&L the
 * lots carry for tax, IRS Pub. 550): with `assigned_options` removed from each year the result hashes
 * to 5a733483…dc91, as the previous result does with `unrealised_long_term` removed from each year,
 * so nothing else moved.
 * And again (2026-12-02, h-straddle) when each year of `shares_by_year` began to carry
 * `covered_calls` (the calls written on the shares by their straddle treatment, IRC §1092) and the
 * lots' holding periods began to follow the straddle rules: with `covered_calls` removed from each
 * year the result hashes to the previous e0af40e0…d2c3, which main's code before the change also
 * gives (checked): no realised gain of this wheel changed character, only the field was added.
 * And again (2026-12-02, h-tax) when each year's `covered_calls` began to carry `deferred_losses`
 * (the calls' losses the straddle rules defer, IRC §1092(a)), each year `held_long_term` (the lots
 * held that would be long term sold at its last close), a loss on a lot of a straddle with a
 * long-term position became long term and an assigned call's gain on a lot still long term went long
 * term with it: with both fields removed from each year the result hashes to the previous
 * c49236cf…88a5 (checked), so no realised gain of this wheel moved.
 * The condor's changed again (2026-12-02, h-zerobid) when a sale of a contract with no bid began to
 * receive 0 (fill-model.ts; it had received the midpoint less 25% of the ask): 52 long wings sold back at a zero
 * bid (e.g. the 142 call of 2011-03-18, bid/ask 0/0.03, 0.0125 -> 0) lower 47 trades' P&L per
 * contract, and none rises; the equity the later positions are sized on is lower, so the positions
 * open into August 2011 hold 1-2 contracts fewer and lose less (2011-07-12: 117 -> 115 contracts,
 * -49,444.20 -> -48,599.00): end 925.13 -> 1,027.78, band 1,973.55 / 1,919.54 -> 1,992.73 /
 * 124.48. With the old fill-model.ts put back the result hashes to the previous 9cc8af68…dd4c.
 * Each such trade's reason now says so ('Sold for nothing, no bid: the long 142 call (69 contracts),
 * bid/ask 0.00/0.03', book.ts): with that note never written the result hashes to c84caaea…71d8,
 * the hash of the new fill rule alone.
 * Both changed again (2026-12-02, h-audit3) when a short call's early assignment before an ex-date
 * began to weigh the dividend against what exercising gives up, the same-strike put and the interest
 * on the strike to expiry, not against the call's extrinsic value (already net of the dividend: it
 * counted the dividend twice). The condor: only the words of its 4 early assignments moved (with the
 * reasons blanked the results are equal; end 1,027.78, band 1,992.73 / 124.48). The wheel: the
 * 2010-09-16 assignment of the 109 call of 2010-09-30 (extrinsic 0.10 under the 0.60 dividend, its
 * put and the interest on the strike worth more) is not made; the call is assigned at its expiration
 * instead (-272.40 -> -380.40): end 17,604.50 -> 17,601.23, 65 -> 64 trades, band high 17,819.06 ->
 * 17,806.14 (low unchanged, 17,189.39).
 * With both merged (h-audit3's rule and h-tax's fields): with `deferred_losses` and `held_long_term`
 * removed from each year the wheel hashes to h-audit3's 1a9f4a3e…861f (checked on the merge).
 * Both changed again (2026-12-02, h-fix2) when Sharpe and max drawdown began to read the daily
 * equity from the start balance (day 1's move, the entry's costs, a return and a possible drop):
 * the wheel's Sharpe 0.3519 -> 0.3517 (day 1 11,333 -> 11,331.60), the condor's 0.0072 -> 0.0069
 * (100,000 -> 99,742.40), max drawdowns unchanged (9.707 %, 99.6609 %), the bands' metrics alike;
 * with the old standard-metrics.ts and sharpe-ratio.ts put back both hash as before (e1ccc48a…9cd8,
 * 78f073b9…892f); the reason texts changed with them do not occur in these runs.
 * Both changed again (2026-12-02, h-tick) when every fill went on its contract's tick against the
 * trader (fill-model.ts: a buy rounded up, a sale down, within the bid/ask; SPY's penny tick here):
 * with that rounding disabled both results hash to the previous pins (e1ccc48a…9cd8,
 * 78f073b9…892f; checked), so nothing else moved. The wheel: 64 trades as before, end 17,601.23 ->
 * 17,561.98, band 17,189.39 / 17,806.14 -> 17,183.40 / 17,752.80. The condor ends HIGHER, 1,027.78
 * -> 1,067.50 (124 -> 123 trades, band 1,992.73 / 124.48 -> 1,918.61 / 865.27), by path and sizing:
 * every fill is as good or worse, but the 2010-03-23 condor's take-profit came on 04-13, not 04-08,
 * so the run held four condors into the 2010-05-21 expiry (opened 04-13..16, not 04-09..16) and
 * lost 62,533.20 there, not 35,669.40; every later position is sized on that lower equity, about a
 * third fewer contracts (2011-07-12: 115 -> 73), and the five condors of July 2011 lose 155,637.00
 * in August 2011, not 244,602.00.
 * Merged with h-fix2's start-balance metrics: with the rounding disabled both hash to h-fix2's pins
 * (67beb003…ee63, d31ae6af…6072; checked on the merge), so the two changes are all that moved.
 * Both changed again (2026-12-02, h-fastsave) when trade reasons began to write option prices and
 * amounts in dollars ('of the $1.44 credit (now $0.64)', 'the $0.48 dividend ... the 114 put's
 * $0.04', 'bid/ask $0.00/$0.02') and amounts of $1,000 or more grouped ('P&L $1,674.40', was
 * '$1674.40'): compared field by field with main's output (c672481), only `trades[].reason` differs
 * (52 of the wheel's, 104 of the condor's), and main's code hashes to the previous pins 60876ac8…e289
 * and de2b9d31…d953 (checked). No number moved.
 * And again (2026-12-02, h-fees) when results' `costs` began to record `exchange_fees`
 * (the request's switch for Cboe's SPX fee, exchange-fees.ts; SPY has no such fee, so no figure
 * moves): with that one field removed from `costs` both results hash to the previous pins
 * (60876ac8…e289, de2b9d31…d953; checked).
 * Merged (2026-12-02) with h-fastsave's dollars: with the fee off and `exchange_fees` removed from
 * `costs` both hash to h-fastsave's pins (f5ca80e5…eb9, 617c7900…818; checked on the merge).
 * Both changed again (2026-12-02, h-words) when exit and roll reasons began with the condition's
 * form label instead of its code ('Credit Capture: 61.82% of the $1.65 credit captured (target
 * 50%; …)', was 'take_profit_credit_capture: captured 61.82% …'; exit-reason-words.ts): compared
 * field by field with the code before it (17f72ed, which hashes to the previous pins f0f36f71…94ce
 * and 5cc6f9c2…7962), only `trades[].reason` differs (50 of the wheel's, 100 of the condor's), and
 * with every reason blanked both codes hash alike (5e6990a16dee…, 94f77ef6f3d9…; checked). No number moved.
 * Both changed again (2026-12-02, h-amer) when stock and ETF options began to be priced as
 * American (american-price.ts, a Leisen-Reimer lattice in place of the European price floored at
 * intrinsic) and early exercise of puts and calls to read that pricer: numbers moved (prices,
 * deltas, hence strikes and fills); h-amer's pins 78d5f73a…a34f, 69aaf2fe…2f09, with the base
 * 17f72ed still passing its old pins. Merged with h-words: with every `reason`, `notes` and
 * `diagnostics` blanked, the merge and h-amer hash alike (wheel 5de74082…d8ca, condor
 * 2b5d8eb0…5173; checked on the merge), so the reasons' words are all that differ from h-amer.
 * Both changed again (2026-12-02, h-divdates) when the chain began to expect ex-dates on the
 * series' own schedule, each a trading day (dividend-schedule.ts: SPY's third Fridays, where the
 * 91-day cadence had put 2019's a week off, 12-28 a Saturday): with main's dividend-forecast.ts
 * (b2ed381) put back and nothing else, both hash to the previous pins f31bbdd9…9272 and
 * 94f146de…468b (checked), so the forecast alone moved them. The wheel's base result is unchanged
 * (17,180.64, 62 trades), its band's high run 18,121.20 -> 18,134.54 (low 17,171.45 unchanged);
 * the condor's base 1,832.63 -> 1,386.65 (380 -> 381 trades), band 605.78 / 788.13 -> 1,904.08 /
 * 1,804.96, by path: five condors at a time sized on equity, so a strike moved by a dividend date
 * shifts every later entry (the 2019 golden condor shows the first such move, README).
 * The condor's changed again (2026-12-03, h-fills8) when a % stop's and target's reason began to
 * say the entry commissions its P&L counts ('loss $2,228.72 incl. $8.72 entry commissions, 200.79%
 * of the $1,110.00 credit', exit-reason-words.ts; audit 6 note N4): 309 of its 381 trades' reasons
 * gained that clause; with it removed from every reason the result hashes to the previous
 * 09fe4adb…b239 (checked), so no number moved.
 * Both changed again (2026-12-03, h-reinvest) when the buy and hold began to reinvest each dividend
 * at its ex-date's close (benchmark.ts, audit 7 N9; it kept them as cash earning the T-bill) and
 * results to carry `benchmark_dividends: 'reinvested'`: `benchmark_equity` moved on 3,721 of the
 * wheel's days and 3,722 of the condor's, `benchmark_return_pct` +488.79% -> +581.86% (both); with
 * those two put back as the code before computes them and `benchmark_dividends` removed, both hash
 * to the previous pins e43f8358…97bf and 60c0dbf9…8b68 (checked), so no other field moved.
 * Both changed again (2026-12-03, h-bandwings) when the shifted runs began to move every strike's
 * quoted vol by the points (vol-surface.ts expirySurface: a parallel shift; the ATM knots were
 * shifted, and the wings moved less, audit 7 N4). Only the bands moved, the base results are equal
 * (the single run, checked above): the wheel's band 17,171.45 (60 trades) / 18,134.54 (67) ->
 * 17,098.41 (61) / 18,135.80 (67); the condor's 1,904.08 (430) / 1,804.96 (665) -> 1,513.35 (117)
 * / 1,903.18 (667), by path (up to five condors at a time sized on equity, which this run all but
 * loses either way: −98% base and band). The band still equals the full shifted runs. With main's vol-surface.ts (b2bda42) put back and the rest of the branch kept, both hash to
 * the previous pins 29d0e390…f469 and 1b8335bc…ce98 (checked), so that change alone moved them.
 * The condor's changed again (2026-12-03, h-sizing) when a new spread's units began to be sized
 * against the open positions' requirement re-marked at the entry's close (what the same evening's
 * margin call compares), not their entry margins (entry.ts, audit 9 F1). Its five condors at 20%
 * a position and 100% the portfolio fill the cap: from the first entry whose open condors' re-marked
 * requirement differs from their entry margins (2010-04-15) every later entry moved by path. Base
 * $1,386.65 -> $1,950.49 (−98.61% -> −98.05%, 381 trades both), margin calls 7 -> 3, each the
 * trading day after an entry (gone: 2010-12-27, 2011-04-15, -18, -19; the three left are the
 * entries' commissions, which the equity loses and this sizing does not yet count); band low $1,513.35 (117 trades) -> $377.54 (264), high
 * $1,903.18 (667) -> $627.09 (666). With only main's sizing line put back in entry.ts (the rest of
 * the branch kept) the result hashes to the previous pin 94fbf43b…e7e0 (checked), so that change
 * alone moved it. The wheel (covered engine) is not sized this way and did not move.
 * The condor's changed again (2026-12-03, h-sizing) when an entry began to be cut to the units whose
 * own commissions leave the equity over the re-marked requirement (entry-fit.ts): the three margin
 * calls left above followed entries whose commissions left the equity $0.92 to $138.94 under it. The
 * 2010-12-21 entry opens one unit fewer and every later entry moves by path: base $1,950.49 ->
 * $813.54 (−98.05% -> −99.19%), 381 -> 387 trades, margin calls 3 -> 0; band low $377.54 (264) as
 * before, high $627.09 (666) -> $1,844.98 (663). With entry.ts's `units = sized` (the fit skipped,
 * the rest kept) the result hashes to the previous pin 40879331…6c65 (checked), so the fit alone
 * moved it. * Both changed again (2026-12-03, h-spreadband) when the band's runs began to tilt the smile
 * (chain-rules.ts MODEL_RISK_WING_TILT 0.5: each strike moved by the points × (1 − 0.5 × (|z| −
 * 1.28)), so 0.30-delta strikes 1.38 times the points, the far wings less; and `model_risk.wing_tilt`
 * 0.5 in the result). Base results equal (checked above): wheel $17,180.64 (62 trades), condor
 * $813.54 (387). Bands, by path: the wheel's $17,098.41 (61) / $18,135.80 (67) -> $16,222.83 (45) /
 * $19,748.21 (90), wider, its 0.30-delta puts shifted 1.93 points instead of 1.4; the condor's
 * $377.54 (264) / $1,844.98 (663) -> $1,112.58 (115) / $1,327.57 (683), a run that loses −98% to
 * −99.2% every way, whose equity sized five condors at a time follows each run's path. With
 * MODEL_RISK_WING_TILT set to 0 (no tilt, and no `wing_tilt` written) the rest of the branch kept,
 * both hash to the previous pins 42719423…9e85 and f60ad0e2…e446 (checked), so the tilt alone moved them.
 * Both changed again (2026-12-03, h-tiltone) when the tilt's share became smooth and floored
 * (vol-surface.ts wingShare: a smooth |z|, √(z² + 1), linear about the pivot, never under half the
 * points, so no strike moves against the run and no butterfly sits under 0 at the money) and its
 * size 1 (MODEL_RISK_WING_TILT, PROTOCOL.md amendments 2-3; `model_risk.wing_tilt` 1). Base results
 * equal (checked above): wheel $17,187.67 (62 trades), condor $1,809.53 (383). Bands, by path: the
 * wheel's $16,220.47 (45) / $19,745.85 (90) -> $16,641.42 (50) / $19,715.34 (91), its near-the-money
 * puts moved 1.38 times the points at the money (1.64 before) and 1.30 at 0.30 delta (1.38); the
 * condor's $955.28 (124) / $1,741.12 (682) -> $1,094.36 (132) / $1,619.93 (759), a run that loses
 * −98% or more every way. With wingShare put back to the linear 1 − tilt × (|z| − 1.28) (no curvature)
 * and MODEL_RISK_WING_TILT 0.5, the rest of the branch kept, both hash to the previous pins
 * db5cd493…9632 and bd90c7b5…f82d (checked), so the new share and size alone moved them.
 * The condor's changed again (2026-12-03, merge of h-exdivcal onto h-tiltone) when a call whose expiry
 * lies past an expected ex-date began to be priced no lower than the same call of the day's earlier
 * listed expiry (calendar-floor.ts): only the low run's equity moved, on four days (2018-11-27, -28,
 * 12-04, 12-06: $2,136.21 -> $2,133.21, $1,917.37 -> $1,916.37, $2,115.32 -> $2,114.32, $2,123.44 ->
 * $2,122.44), an open short call marked a cent or so dearer; no trade, fill or end balance moved (base
 * $1,809.53, 383 trades; band $1,094.36 (132) / $1,619.93 (759)). With calendar-floor.ts's
 * floorsAcross returning false (the rest of the merge kept) the result hashes to h-tiltone's pin
 * e4cc5194…6539 (checked), so the floor alone moved it. The wheel's did not move.
 * Both changed again (2026-12-03, h-washopt) when results began to carry `option_wash_sales`
 * ('same_contract': the after-tax estimate's wash-sale rule on the options, option-wash-sales.ts):
 * with that field removed from the result both hash to the previous pins (37f652e0…184d,
 * 88e4afe1…539e; checked), so nothing else moved.
 * And again (2026-12-03, h-polish13) when the stressed-market note began to name the band in
 * a trader's words ('as large as the ±1.4 vol-point range the results show as the vol model's error',
 * not '... the ±1.4 model-risk band'): one note of each result; with those words put back in its
 * notes each result hashes to the previous pin, 37f652e0…184d and 88e4afe1…539e (checked), so no
 * other field moved. Merged, the two changes give 8a70e1f5…615e and a94d3ee0…0293: with the
 * field removed and the old words put back in the serialised result, each hashes to 37f652e0…184d
 * and 88e4afe1…539e (checked on the merge), so the two alone moved them.
 * Both changed again (2026-12-03, h-words15) when reasons and notes began to write every percentage
 * with the cards' two decimals ('(target 50.00%)', was '(target 50%)'), a P&L signed ('P&L
 * +$1,674.40', was 'P&L $1,674.40') and every note to close with a full stop ('Dividends received on
 * shares held: $321.68.'): compared leaf by leaf with main's output (d4f3695, which hashes to the
 * previous pins 8a70e1f5…615e and a94d3ee0…0293), every differing leaf is text (the wheel: 48
 * trades' reasons, 2 notes; the condor: 318 reasons, 1 note), and with main's strings put back in
 * the serialised results both hash to those previous pins (checked), so no number moved.
 * Both changed again (2026-12-03, h-tickword) when a run whose fills used the nickel-dime tick on
 * days no dated source settles began to carry a note saying so (strategy/tick-grid-note.ts): SPY's
 * first source has it in the penny program by 2010-02-01, and these runs start 2010-01-04 (the
 * wheel's note counts 3 fills, the condor's 20, 2010-01-04 to 2010-01-29). With that one note
 * removed from `diagnostics.notes` of the serialised results both hash to the previous pins
 * d79e4a3b…d4d8 and edde2325…e8bc (checked), so the note alone moved them.
 * The condor's changed again (2026-12-04, h-a16fix, audit 16 F2) when the exit leg of a short
 * assigned early began to carry `assigned_early: true` (Contract Details reads it): 16 legs, one in
 * each of the 16 ASSIGNMENT trades; with that field removed from the legs the whole result hashes to
 * the previous 76f57e33…1451 (checked), so the flag alone moved them.
 * And again (2026-12-04, h-a16fix, audit 16 F3) when the reason began to name the shares a
 * settlement or an assignment left, closed at the close, at $0 a share too ('The 4800 shares the
 * exercise or assignment left short were bought back at the close 117.04 (no commission)'; written
 * only with a share commission before): 62 of 388 reasons; with that sentence removed from them the
 * whole result hashes to the previous 5b4e0e5b…7446 (checked), so the words alone moved them.
 * And again (2026-12-04, h-a16fix, audit 16 F1) when a trade's reason began to say which legs it
 * opened or closed in more contracts than their day's volume ('Closed more than the day's volume: 45
 * contracts of the short 121 call expiring 2010-02-19 against a day volume of 0 (modeled); …: a fill
 * this size at one price is optimistic'; sizing unchanged), and the run to carry one note counting them: 300 of
 * 388 reasons (all exits, the far wings on days the model gives them no volume; no entry), one note;
 * with those sentences and the note removed the whole result hashes to the previous 70caf23d…48d3
 * (checked), so the words alone moved them. The same evening the exits over a modeled volume left
 * the reasons for the note alone (a reason names an exit over a real day volume): the 300 sentences go.
 * Both changed again (2026-12-05, h-words21) when counts in reasons and notes began to be grouped
 * ('4,800 shares delivered short', 'Stressed market on 1,113 of the run's 3,774 modeled days',
 * '2,645 more days without an entry or roll not listed'): compared leaf by leaf with main's output
 * (e21503e0, which hashes to the previous pins d548e82f…3f64 and 520a996d…0f7c), every differing leaf
 * is text (the wheel: 3 notes; the condor: 3 notes and 18 trades' reasons), and with main's strings
 * put back in the serialised results both hash to those previous pins (checked), so no number moved.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import type { BacktestResult, CoveredBacktestResult, ModelRisk } from '../../shared/contracts/results';
import { runCoveredBacktest, runCoveredBacktestWithModelRisk, runMultiLegBacktest, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import { MODEL_RISK_BASIS, MODEL_RISK_VOL_POINTS, MODEL_RISK_WING_TILT, STRESSED_ATM_SHORTFALL, STRESSED_SPIKE_CAVEAT, STRESSED_VIX } from '../../shared/engine/market/chain-rules';
import { realMarket } from './real-market';
import { withoutMinVolumeCheck } from './without-min-volume-check';
import { ironCondorRequest, wheelRequest } from '../bench/scenarios';

type Result = CoveredBacktestResult | BacktestResult;

const END = '2024-12-31';
const sha256 = (x: unknown): string => createHash('sha256').update(JSON.stringify(x)).digest('hex');

/** The band as read off two full results (the metrics and daily equity of each). */
function bandOfFullRuns(low: Result, high: Result, points: number): Omit<ModelRisk, 'basis'> {
  const metrics = (r: Result) => ({
    end_balance: r.end_balance,
    total_pnl: r.total_pnl,
    total_return_pct: r.total_return_pct,
    win_rate: r.win_rate,
    max_drawdown_pct: r.max_drawdown_pct,
    cagr_pct: r.cagr_pct,
    sharpe_ratio: r.sharpe_ratio,
    total_trades: r.total_trades,
  });
  const equity = (r: Result) => r.equity_curve.map((p) => (Array.isArray(p) ? p[1] : p.equity));
  return { shift_vol_points: points, low: metrics(low), high: metrics(high), equity_low: equity(low), equity_high: equity(high) };
}

describe('model-risk band on SPY 2010-2024 (modeled chains): the same numbers as the full shifted runs', async () => {
  const points = MODEL_RISK_VOL_POINTS.etf;
  // A fresh market per run, as the worker gets it: nothing computed by one run is in another's market.
  const spy = (): Promise<MarketData> => realMarket('SPY');
  const shifted = async (p: number): Promise<MarketData> => {
    const m = await spy();
    if (m.withVolShift === undefined) throw new Error('the bundled market cannot shift its surface');
    return m.withVolShift(p);
  };

  /**
   * The base result is the single run, the band equals the full shifted runs, the output hashes as
   * pinned: `hash` the result without its run with no minimum volume (min-volume-check.ts: the hash
   * pinned before it), `checked` the whole output with it, or undefined when the minimum volume
   * changed nothing modeled; that run's figures are then the full run's at minimum volume 0 (`noMinimum`).
   */
  async function expectBandOfFullRuns<R extends Result & { model_risk?: ModelRisk }>(
    single: (m: MarketData) => R,
    withRisk: (m: MarketData) => R,
    hash: string,
    checked?: { hash: string; noMinimum: (m: MarketData) => R },
  ) {
    const result = withRisk(await spy());
    const { model_risk: band, ...base } = withoutMinVolumeCheck(result);
    expect(base).toEqual(single(await spy()));
    const { start_date: from, end_date: to } = base.data_period;
    const market = await spy();
    const stressedDays = market.bars.filter((b) => b.date >= from && b.date <= to && (market.vix(b.date) ?? 0) >= STRESSED_VIX).length;
    expect(band).toEqual({
      ...bandOfFullRuns(single(await shifted(-points)), single(await shifted(points)), points),
      wing_tilt: MODEL_RISK_WING_TILT,
      basis: MODEL_RISK_BASIS.etf,
      stressed_days: stressedDays,
      stressed_shortfall_vol_points: STRESSED_ATM_SHORTFALL.etf,
      stressed_caveat: STRESSED_SPIKE_CAVEAT.etf,
    });
    // 2010-2025 holds a few hundred stressed days (2010-11, 2015-16, 2018, 2020-22, ...).
    expect(stressedDays).toBeGreaterThan(300);
    // Substantial runs on both sides (the fewer of the two shifted wheels trades 50 times over these 15 years).
    expect(Math.min(band?.low.total_trades ?? 0, band?.high.total_trades ?? 0)).toBeGreaterThanOrEqual(40);
    expect(sha256(withoutMinVolumeCheck(result))).toBe(hash);
    if (checked === undefined) {
      expect(result.min_volume_check).toBeUndefined();
      return;
    }
    const full = checked.noMinimum(await spy());
    const { end_balance, total_return_pct, cagr_pct, max_drawdown_pct, total_trades } = full;
    expect(result.min_volume_check?.without_minimum).toMatchObject({ end_balance, total_return_pct, cagr_pct, max_drawdown_pct, total_trades });
    expect(sha256(result)).toBe(checked.hash);
  }

  it('wheel: base result unchanged, band equal to the full shifted runs, output as before', async () => {
    const request = CoveredBacktestRequestSchema.parse(wheelRequest(END));
    // Pin 1740b618 -> d548e82f (2026-12-04, audit 18 N3): the band's basis words only (with the old words put back it hashes 1740b618).
    // Then d548e82f -> 6cc3553f (2026-12-05): grouped counts in 3 notes only (above).
    // Then 6cc3553f -> 1df46e96 (2026-12-05, audit 20 F2): vol_model.put_notes_count_closes only (with it removed it hashes 6cc3553f, checked).
    await expectBandOfFullRuns((m) => runCoveredBacktest(request, m), (m) => runCoveredBacktestWithModelRisk(request, m), '1df46e96b7b6a0b39d6c02a883de7aeae2a5f3619c61dbbee26e9c8992cb6ad2');
  });

  it('iron condor: base result unchanged, band equal to the full shifted runs, output as before', async () => {
    const request = BacktestRequestSchema.parse({ ...ironCondorRequest(), end_date: END });
    // The minimum volume moved 5 wing picks on these modeled days: the result also carries the run without it.
    // Pin 76f57e33 -> ec1ebf97 (2026-12-04, h-volcheck): the check now also counts the 27 days whose entry
    // the filter shaped and the margin refused (refused_entries, and its words in the note); the run
    // without the minimum (-98.63%, 388 trades) unchanged. Then with audit 16's words and flag (above):
    // base aff9e143 -> aa328f8c, whole output -> 9bff8d43 (the two changes together; the base pin and the no-minimum figures checked above).
    // Then an exit over its modeled day volume named in the run's note only, not in its reason (300 of 388
    // reasons lose the sentence; with it and the note stripped both sides hash alike): base -> f777bf61, whole output -> 6b82c910.
    // Then the band's basis words (audit 18 N3; with the old words put back both hash as before): base -> 427dcf21, whole -> 520a996d.
    // Then grouped counts in 3 notes and 18 reasons (above; with main's strings put back both hash as before): base -> ea95c4f6, whole -> b2714855.
    // Then the far-put note counting the far puts closed at the model's price (2026-12-05, audit 19 F1: 740 bought back,
    // 1,578 sold under 0.01 delta): one note more; with it removed from diagnostics.notes both hash to ea95c4f6 and
    // b2714855 (checked), and its words appear nowhere else: base -> cab7bd92, whole -> 33fe1e23.
    // Then vol_model.put_notes_count_closes (audit 20 F2; with it removed both hash to cab7bd92 and 33fe1e23, checked): base -> 1583c43c, whole -> ccdb3b8a.
    // Then the far-put note's words for closes in a put's last days (2026-12-05, audit 20 F5: all 2,318 of its counted
    // closes, 524 on the expiry day, so the 2018 evidence is no longer quoted): compared leaf by leaf with the code
    // before (d929125b), that one note is the only differing leaf; with its old string put back both hash to 1583c43c
    // and ccdb3b8a (checked): base -> fea90a9d, whole -> 94339429.
    await expectBandOfFullRuns((m) => runMultiLegBacktest(request, m), (m) => runMultiLegBacktestWithModelRisk(request, m), 'fea90a9d22387b5c20bd4294e9bb5489f2d2c7124e59588e1c6a4553bc350dc8', {
      hash: '94339429a1fd648362bd4ed44aa8ed400554738005e4d4428cf859bb1227cbd9',
      noMinimum: (m) => runMultiLegBacktest({ ...request, min_volume: 0 }, m),
    });
  });
});
