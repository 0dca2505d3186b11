import { CenteredSpinner } from '../components/ui/spinner'

// vike-react shows this while a lazily loaded component (clientOnly/Suspense) is on its way.
// Its default inlines a <style> tag, which a strict Content-Security-Policy would block.
export default { component: CenteredSpinner, layout: CenteredSpinner }
