// bench:build's scaled catalogue is a catalogue the check accepts: the open catalogue
// (decision 138) builds 100 service pages and 50 areas from data/ alone.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkCatalogue } from '../../lib/catalogue/read.server'
import { formatProblem } from '../../lib/catalogue/validate'
import { writeScaledCatalogue } from './build-scale'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('writeScaledCatalogue', () => {
  it('writes 100 service pages and 50 areas that pass the catalogue check', () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'scaled-'))
    dirs.push(dir)
    const dataDir = path.join(dir, 'data')
    fs.cpSync('data', dataDir, { recursive: true })
    expect(writeScaledCatalogue(dataDir, 100, 50)).toEqual({ services: 100, areas: 50 })
    const { problems, catalogue } = checkCatalogue({ dataDir })
    expect(problems.map(formatProblem)).toEqual([])
    expect(catalogue?.servicePages).toHaveLength(100)
    expect(catalogue?.areas).toHaveLength(50)
    // Half the generated pages sell a sized package: 4 real + 42 generated base services.
    expect(catalogue?.baseServices).toHaveLength(46)
    expect(catalogue?.variants).toHaveLength(46 * 3)
  })
})
