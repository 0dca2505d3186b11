// Served by catalogueCheck() (lib/catalogue/vite-plugin.ts) from the validated catalogue.
declare module 'virtual:catalogue-bag' {
  const bag: import('./bag-products').BagCatalogue
  export default bag
}
