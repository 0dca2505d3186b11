// Runs a real `vite build` with catalogueCheck() on a broken copy of the catalogue:
// the build must fail with exit code 1 and print one line per problem, no stack trace.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyCatalogueToTemp, removeTempDirs } from '../tests/fixtures/catalogue/real-files'

const repo = process.cwd()

function viteBuild(dataDir: string) {
  const project = path.dirname(dataDir)
  fs.writeFileSync(path.join(project, 'package.json'), '{ "type": "module" }')
  fs.writeFileSync(path.join(project, 'index.html'), '<!doctype html><title>t</title>')
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(project, 'node_modules'))
  fs.writeFileSync(
    path.join(project, 'vite.config.ts'),
    `import { catalogueCheck } from ${JSON.stringify(path.join(repo, 'build/catalogue-check.ts'))}
export default { logLevel: 'silent', plugins: [catalogueCheck({ publicDir: ${JSON.stringify(path.join(repo, 'public'))} })] }
`,
  )
  return spawnSync(process.execPath, [path.join(repo, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', NO_COLOR: '1' },
    timeout: 60_000,
  })
}

afterAll(() => removeTempDirs())

describe('catalogueCheck() Vite plugin', () => {
  it('fails the build on a broken catalogue with one line per problem and no stack trace', () => {
    const dataDir = copyCatalogueToTemp()
    const services = JSON.parse(fs.readFileSync(path.join(dataDir, 'services.json'), 'utf8'))
    services.variants[3].price = -5
    // Not reported yet: rules between files run once every file matches its schema.
    services.baseServices[0].addOns[0] = 'engine-bay'
    fs.writeFileSync(path.join(dataDir, 'services.json'), JSON.stringify(services))
    fs.rmSync(path.join(dataDir, 'testimonials.json'))

    const result = viteBuild(dataDir)

    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'The catalogue in data/ has problems:',
      'data/services.json $.variants[3].price: expected a whole number >= 0, found -5',
      'data/testimonials.json $: expected this catalogue file, found no file',
    ])
    expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m)
  }, 60_000)

  it('lets a clean catalogue build', () => {
    const result = viteBuild(copyCatalogueToTemp())
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  }, 60_000)
})
