// The one place this feature reaches into shared/: contracts (schemas and types) and domain
// (constants, messages, presets). Everything the builders show comes from there.
export * from '../../../../../shared/domain';
export * from '../../../../../shared/contracts';
