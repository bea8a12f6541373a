// @frota/shared/money-input — the money field (react-number-format, ~4.6 KB gzip) for a remote's own forms. A
// Module Federation singleton of its own (issue 17), loaded with the form chunk that imports it; the kit's own
// resource form takes the same module from its lazy chunk.
export { MoneyInput } from './ui/resource-form/money-input';
