// The chunk Rolldown made for one entry module, as the site's build plugins look it up in the
// finished bundle (compile-hints.ts, island-chunks.ts).
import type { Rolldown } from 'vite'

/** The entry chunk whose module is `entryModule` (a path relative to the project), if the bundle has one. */
export function entryChunk(bundle: Rolldown.OutputBundle, entryModule: string): Rolldown.OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${entryModule}`) === true,
  )
}
