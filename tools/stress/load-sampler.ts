// Samples the machine's 1-minute load average while a stress run goes on, so the report can say
// how busy the machine really was (other jobs count too, not only the burners).
import { availableParallelism, loadavg } from 'node:os'

export interface LoadSummary {
  cores: number
  samples: number
  min: number
  mean: number
  max: number
  /** 1-minute load average at the first and the last sample. */
  first: number
  last: number
}

export interface LoadSampler {
  stop(): LoadSummary
}

export function sampleLoad(everyMs = 5_000): LoadSampler {
  const seen: number[] = [loadavg()[0]!]
  const timer = setInterval(() => seen.push(loadavg()[0]!), everyMs)
  timer.unref()
  return {
    stop() {
      clearInterval(timer)
      seen.push(loadavg()[0]!)
      const round = (n: number) => Math.round(n * 100) / 100
      return {
        cores: availableParallelism(),
        samples: seen.length,
        min: round(Math.min(...seen)),
        mean: round(seen.reduce((a, b) => a + b, 0) / seen.length),
        max: round(Math.max(...seen)),
        first: round(seen[0]!),
        last: round(seen[seen.length - 1]!),
      }
    },
  }
}
