// The local stand-in for the pg_cron job hosted Supabase uses to call a function
// every minute: a timer that runs `run` every intervalMs, skipping a tick while
// the previous run is still going, logging failures without stopping.
export interface FunctionCron {
  stop(): Promise<void>
}

export interface FunctionCronOptions {
  intervalMs: number
  /** Checked on every tick, so a function folder added later starts being called. */
  shouldRun: () => boolean
  run: () => Promise<void>
  log: (message: string) => void
}

export function startFunctionCron({ intervalMs, shouldRun, run, log }: FunctionCronOptions): FunctionCron {
  if (!(intervalMs > 0)) return { stop: async () => undefined }
  let current: Promise<void> | undefined
  let stopped = false
  const tick = () => {
    if (stopped || current || !shouldRun()) return
    current = run()
      .catch((error: unknown) => log(`scheduled run failed: ${(error as Error).message}`))
      .finally(() => {
        current = undefined
      })
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await current
    },
  }
}

/** POSTs to one function of the backend with the service-role key, as the hosted cron job does. */
export async function callFunction(url: string, serviceRoleKey: string, timeoutMs: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`)
}
