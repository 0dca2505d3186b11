// What a visit needs beyond the services, projected from the catalogue (docs/decisions/127-one-price-model.md: data/
// is read here only) into serialisable props: the ZIP codes of each service area (Book Now's
// and the service-areas page's check), the prep items of the services (each service's "How to
// get ready", My Garage's checklist) and the business's policies. docs/decisions/146-zip-check-and-visit-terms.md
import type { PrepCatalogue } from './booking-prep'
import type { DepositTerms } from './deposit'
import type { BusinessPolicies, ServicePage, StaticCatalogue } from './types'

/** One service area as the ZIP check needs it (components/booking/visit/service-area.ts `ZipArea`). */
export interface ServiceZipArea {
  slug: string
  name: string
  zipCodes: string[]
}

/** Every area with its ZIP codes, in the catalogue's order. */
export function serviceZipAreas(catalogue: Pick<StaticCatalogue, 'areas'>): ServiceZipArea[] {
  return catalogue.areas.map(({ slug, name, zipCodes }) => ({ slug, name, zipCodes: [...zipCodes] }))
}

/** The business's cancellation, weather and deposit policy, or null when the owner has not set one. */
export function visitPolicies(catalogue: Pick<StaticCatalogue, 'business'>): BusinessPolicies | null {
  return catalogue.business.policies ?? null
}

/**
 * What bookingPrep needs of the catalogue, trimmed to the names and prep items (the booking
 * and garage islands carry it as props): every package, variant and add-on, so a service
 * without prep items is still recognised.
 */
export function prepCatalogue(catalogue: Pick<StaticCatalogue, 'baseServices' | 'variants' | 'addOns'>): PrepCatalogue {
  return {
    baseServices: catalogue.baseServices.map(({ baseId, name, prep }) => ({ baseId, name, ...(prep?.length ? { prep: [...prep] } : {}) })),
    variants: catalogue.variants.map(({ id, baseId, name }) => ({ id, baseId, name })),
    addOns: catalogue.addOns.map(({ id, name, prep }) => ({ id, name, ...(prep?.length ? { prep: [...prep] } : {}) })),
  }
}

/** A service page's prep items: its package's, or the add-on's it sells (none for a quote-only page). */
export function servicePagePrep(catalogue: Pick<StaticCatalogue, 'baseServices' | 'addOns'>, page: Pick<ServicePage, 'baseId' | 'addOnId'>): string[] {
  const prep = page.baseId ? catalogue.baseServices.find((b) => b.baseId === page.baseId)?.prep : page.addOnId ? catalogue.addOns.find((a) => a.id === page.addOnId)?.prep : undefined
  return [...(prep ?? [])]
}

export type { DepositTerms }

/**
 * The deposit setting and the prices a booking's balance is computed from (My Garage's island
 * props): the setting null when the owner takes no deposit, so no page says one.
 */
export function depositTerms(catalogue: Pick<StaticCatalogue, 'business' | 'baseServices' | 'variants' | 'addOns'>): DepositTerms {
  const setting = catalogue.business.deposit
  return {
    setting: setting && setting.kind !== 'none' ? setting : null,
    catalogue: {
      baseServices: catalogue.baseServices.map(({ baseId, name }) => ({ baseId, name })),
      variants: catalogue.variants.map(({ id, baseId, name, price }) => ({ id, baseId, name, price })),
      addOns: catalogue.addOns.map(({ id, name, price }) => ({ id, name, price })),
    },
  }
}
