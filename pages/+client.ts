// The only script of every page (Vike's client runtime is off: clientHooks false in +config.ts).
// It hydrates the page's islands once the largest paint is on screen (decision 110).
import { islands } from '../components/islands/registry'
import { startIslands } from '../lib/islands/start'
import { showSpinnerOnSlowNavigation } from '../lib/navigation/navigation-spinner'

// First: a tap on a link while the islands still wait for the largest paint gets its spinner too.
showSpinnerOnSlowNavigation()
startIslands(islands)
