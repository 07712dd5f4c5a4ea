/**
 * The exchange calendar: NYSE trading days and holidays, calendar-day arithmetic on ISO dates,
 * and the option expirations listed on a day. Pure: no I/O, no clock.
 */
export { addCalendarDays, daysBetween, dayOfWeek, easterSunday, isoDate, toDayNumber, fromDayNumber } from './calendar-dates';
export {
  SPECIAL_CLOSURES,
  nyseHolidays,
  isTradingDay,
  tradingDays,
  tradingDayOnOrBefore,
  tradingDayOnOrAfter,
  previousTradingDay,
  nextTradingDay,
  tradingSessionsBetween,
} from './calendar-holidays';
export {
  listedExpirations,
  thirdFriday,
  effectiveExpiry,
  isMonthlyExpiration,
  isShortTermWeekly,
  WEEKLY_FRIDAYS_FROM,
  EXTRA_WEEKDAYS_FROM,
  MONTH_ENDS_FROM,
  MONTHLY_HORIZON_DAYS,
  LEAPS_HORIZON_DAYS,
  QUARTERLY_HORIZON_DAYS,
  WEEKLY_HORIZON_DAYS,
  SHORT_HORIZON_DAYS,
} from './calendar-expirations';
