// Served by catalogueCheck() (lib/catalogue/vite-plugin.ts) from the validated catalogue.
declare module 'virtual:catalogue-nav' {
  const nav: import('./nav').SiteNav
  export default nav
}
