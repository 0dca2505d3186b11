// The visit's ZIP code, remembered for this tab's session (sessionStorage through
// lib/storage/safe-storage.ts, so a refused storage only means asking again): once a visitor
// has given an in-area ZIP and ticked the policy, the next Book Now opens the scheduler
// straight away, with a way to change the ZIP.
import { browserStorage, createSafeStorage, type StorageArea } from '../../../lib/storage/safe-storage'
import { normalizeZip } from './join'
import type { ZipArea } from './service-area'
import { checkZip } from './zip-check'

export const VISIT_ZIP_KEY = 'visitZip'

/** What the ZIP step remembers: the ZIP and whether the visitor ticked the prep and policy box. */
export interface VisitCheck {
  zip: string
  acknowledged: boolean
}

export interface VisitMemory {
  read(): VisitCheck | null
  write(check: VisitCheck): void
  forget(): void
}

export function createVisitMemory(getArea: () => StorageArea | null | undefined = () => browserStorage('sessionStorage')): VisitMemory {
  const storage = createSafeStorage(getArea)
  return {
    read() {
      const raw = storage.getItem(VISIT_ZIP_KEY)
      if (!raw) return null
      try {
        const value: unknown = JSON.parse(raw)
        if (typeof value !== 'object' || value === null) return null
        const { zip, acknowledged } = value as Record<string, unknown>
        const normal = typeof zip === 'string' ? normalizeZip(zip) : null
        return normal ? { zip: normal, acknowledged: acknowledged === true } : null
      } catch {
        return null
      }
    },
    write(check) {
      storage.setItem(VISIT_ZIP_KEY, JSON.stringify({ zip: check.zip, acknowledged: check.acknowledged }))
    },
    forget() {
      storage.removeItem(VISIT_ZIP_KEY)
    },
  }
}

/**
 * Whether a remembered check lets Book Now skip the step: the ZIP is still served (the owner
 * may have changed the areas since) and the box was ticked.
 */
export function skipsStep(areas: readonly ZipArea[], remembered: VisitCheck | null): remembered is VisitCheck {
  return remembered !== null && remembered.acknowledged && checkZip(areas, remembered.zip).kind === 'served'
}
