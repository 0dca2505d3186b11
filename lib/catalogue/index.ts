// Browser-safe entry point. load.ts and vite-plugin.ts use fs and are imported directly.
export * from './types'
export * from './catalogue'
export { findBaseService, findServicePage, pagePrice, suggestedAddOns, variantsOf, type PagePrice } from './lookup'
