#!/usr/bin/env node
// `deno check` and `deno test` for every edge function of the project (src/functions/test-functions.ts).
import { register } from 'tsx/esm/api'

register()
await import('../src/functions/test-functions.ts')
