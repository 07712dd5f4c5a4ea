/** Prints the SPXW real-ATM check's means (functions/market/real-atm-check.ts), for the audit's before/after. */
import { atmCheckOfFile } from '../../../functions/market/real-atm-check';
const c = await atmCheckOfFile();
process.stdout.write(`${JSON.stringify({ days: c.days.length, meanAtmError: c.meanAtmError, meanAbsAtmError: c.meanAbsAtmError, modelSwapOverAtm: c.meanModelSwapOverAtm, realSwapOverAtm: c.meanRealSwapOverAtm, modelTermSkew: c.meanModelTermSkew, skewIndex: c.meanSkewIndex, realTermSkew: c.meanRealTermSkew })}\n`);
