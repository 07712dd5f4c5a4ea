// The one place this feature reaches into shared/: contracts (schemas and types) and domain
// (constants, messages, texts). Presets are not re-exported: spec section 7 has the preset leg
// templates supplied by a lazily loaded module (see spreads/use-presets.ts).
export * from '../../../../../shared/domain/constants';
export * from '../../../../../shared/domain/messages';
export * from '../../../../../shared/domain/exit-scenarios';
export * from '../../../../../shared/domain/delta-sign';
export * from '../../../../../shared/domain/date-range';
export * from '../../../../../shared/domain/ui-texts';
export * from '../../../../../shared/domain/select-words';
export * from '../../../../../shared/contracts';
export * from '../../../../../shared/domain/quote-source-labels';
export * from '../../../../../shared/domain/stressed-shortfall';
export * from '../../../../../shared/domain/skip-causes';
export { SPX_CUSTOMER_FEE_RATES, exchangeFeeTable, feeRatesText } from '../../../../../shared/engine/execution/exchange-fees';
export * from '../../../../../shared/domain/trade-words';
