// macOS's and Windows' default file systems ignore case. Two tracked paths that differ only by
// case are one file there (a checkout silently loses one), and folders a/B/ and a/b/ merge. Modules
// collide even with different extensions: with components/ui/toaster.ts beside Toaster.tsx (as
// once), `import('./Toaster')` tries Toaster.ts before Toaster.tsx and gets toaster.ts there.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Extensions an import may leave out (Vite's and TypeScript's resolution). */
const MODULE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/

/**
 * Groups of tracked paths that only a case-sensitive file system tells apart: files, folders,
 * and modules as an extensionless import names them.
 */
function caseCollisions(files: readonly string[]): string[][] {
  const byFolded = new Map<string, Set<string>>()
  const note = (name: string) => {
    const folded = name.toLowerCase()
    byFolded.set(folded, (byFolded.get(folded) ?? new Set<string>()).add(name))
  }
  for (const file of files) {
    const parts = file.split('/')
    for (let i = 1; i <= parts.length; i++) note(parts.slice(0, i).join('/'))
    if (MODULE_EXTENSION.test(file)) note(`${file.replace(MODULE_EXTENSION, '')} (module)`)
  }
  return [...byFolded.values()].filter((paths) => paths.size > 1).map((paths) => [...paths].sort())
}

describe('tracked paths on a case-insensitive file system', () => {
  it('finds files and folders that differ only by case', () => {
    expect(caseCollisions(['components/ui/show-toast.ts', 'components/ui/Toaster.tsx', 'components/ui/toast-store.ts', 'README.md'])).toEqual([])
    expect(caseCollisions(['components/ui/Button.tsx', 'components/ui/Button.stories.tsx', 'lib/a.ts', 'lib/a.test.ts'])).toEqual([])
    expect(caseCollisions(['docs/Notes.md', 'docs/notes.md'])).toEqual([['docs/Notes.md', 'docs/notes.md']])
    expect(caseCollisions(['components/ui/toaster.ts', 'components/ui/Toaster.tsx'])).toEqual([['components/ui/Toaster (module)', 'components/ui/toaster (module)']])
    expect(caseCollisions(['stories/UI/a.tsx', 'stories/ui/b.tsx'])).toEqual([['stories/UI', 'stories/ui']])
  })

  it('no two paths in `git ls-files` differ only by case', (context) => {
    const listed = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    if (listed.error || listed.status !== 0) {
      context.skip(`not a git checkout (git ls-files: ${listed.error?.message ?? listed.stderr.trim()})`)
    }
    const files = listed.stdout.split('\0').filter(Boolean)
    expect(files.length).toBeGreaterThan(100)
    expect(caseCollisions(files)).toEqual([])
  })
})
