// npm run backend -- [--port 54321] [--host 127.0.0.1] [--data-dir .backend-data]
//   [--mailbox .mailbox] [--site-url http://localhost:3000] [--database-url postgres://...] [--seed] [--in-memory] [--log-requests]
// Every flag can also come from the environment, and [auth.rate_limit] from supabase/config.toml (cli-options.ts).
import { readOptions } from './cli-options'
import { startBackend } from './server'

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env)
  const backend = await startBackend(options)
  console.log(`Backend ready at ${backend.url}`)
  console.log(`anon key: ${backend.anonKey}`)
  const storage = options.databaseUrl ? '' : options.dataDir ? ` (data in ${options.dataDir})` : ' (in memory)'
  console.log(`engine: ${backend.engine}${storage}, mail: ${options.smtp ? `SMTP ${options.smtp.host}:${options.smtp.port}` : `${backend.url}/mailbox/`}`)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: shutting down`)
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(`Backend failed to start: ${(error as Error).message}`)
  process.exit(1)
})
