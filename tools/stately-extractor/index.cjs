// Re-exported from here so that `@xstate/machine-extractor` resolves the XState 4 installed beside
// it (its runtime needs `xstate/lib/actions`) while the app keeps XState 5.
module.exports = require('@xstate/machine-extractor');
