#!/usr/bin/env node
// The twin is TypeScript run as it is (no build step): tsx's loader first, then the CLI.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
