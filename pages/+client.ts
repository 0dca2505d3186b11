// The only script of every page (Vike's client runtime is off: clientHooks false in +config.ts).
// It hydrates the page's islands once the largest paint is on screen (decision 110).
import { islandRegistry } from '../components/islands/registry'
import { startIslands } from '../lib/islands/start'

startIslands(islandRegistry)
