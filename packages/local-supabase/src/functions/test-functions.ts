// npm run test:functions: `deno check` and `deno test` for every edge function,
// each with its own deno.json, offline (no remote modules, project-local
// DENO_DIR), with the permissions the local runner gives a function.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { denoExecutable } from './deno-binary'
import { FUNCTION_SLUG } from './function-catalog'
import { DEFAULT_FUNCTIONS_DIR, DENO_DIR } from './functions-service'

const functionsDir = process.argv[2] ?? DEFAULT_FUNCTIONS_DIR
const env = { ...process.env, DENO_DIR, DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', NO_COLOR: process.env.NO_COLOR ?? '1' }
const offline = ['--no-remote', '--cached-only', '--no-lock']

function run(args: string[]): boolean {
  console.log(`$ deno ${args.join(' ')}`)
  return spawnSync(denoExecutable(), args, { env, stdio: 'inherit' }).status === 0
}

const names = readdirSync(functionsDir).filter((name) => FUNCTION_SLUG.test(name) && existsSync(join(functionsDir, name, 'index.ts')))
let failed = 0
for (const name of names) {
  const dir = relative(process.cwd(), join(functionsDir, name))
  const config = join(dir, 'deno.json')
  if (!existsSync(config)) {
    console.error(`${dir}: no deno.json (every function has its own; see packages/local-supabase/README.md)`)
    failed += 1
    continue
  }
  const ok =
    run(['check', ...offline, `--config=${config}`, join(dir, 'index.ts')]) &&
    run(['test', ...offline, `--config=${config}`, '--permit-no-files', '--allow-env', '--allow-net=127.0.0.1', `--allow-read=${[dir, join(functionsDir, '_shared')].join(',')}`, dir])
  if (!ok) failed += 1
}
// The runner's own Deno bootstrap, wherever this package is installed.
const runner = relative(process.cwd(), fileURLToPath(new URL('./deno', import.meta.url)))
if (!run(['check', ...offline, `--config=${join(runner, 'deno.json')}`, join(runner, 'serve-function.ts')])) failed += 1
console.log(failed === 0 ? `test:functions: ${names.length} function(s) passed` : `test:functions: ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
