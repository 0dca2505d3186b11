import type { TestProject } from 'vitest/node'
import { startTempPostgres } from '../dev/temp-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's temporary PostgreSQL 15 cluster. */
    postgresUrl: string
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTempPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
