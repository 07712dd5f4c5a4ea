/** Business constants, messages, exit scenario codes, presets and small pure rules of the spec. */
export * from './constants';
export * from './messages';
export * from './exit-scenarios';
export * from './presets';
export * from './delta-sign';
export * from './date-range';
export * from './ui-texts';
export * from './select-words';
export * from './sweep-messages';
