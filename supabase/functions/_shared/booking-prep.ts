// What a customer has ready for a booking, from the services the booking names.
// A booking (public.bookings.services) names its services as the site wrote them into
// the scheduler's first answer or the booking intent: the catalogue's names, e.g.
// "Signature Detail (SUV)" (a variant) or "Engine Bay Detailing" (an add-on). Prep items
// live in data/services.json on the packages (baseServices[].prep, shared by their size
// variants) and on the add-ons (addOns[].prep).
// Used by the prep reminder e-mail (supabase/functions/notify-owner/customer-mail.ts)
// and by the site (My Garage's checklist): pure, no imports, so both Deno and the
// site's bundler take it as it is. docs/decisions/142-customer-messages-from-the-outbox.md

export interface PrepCatalogue {
  baseServices: readonly { baseId: string; name: string; prep?: readonly string[] }[]
  variants: readonly { id: string; baseId: string; name: string }[]
  addOns: readonly { id: string; name: string; prep?: readonly string[] }[]
}

export interface BookingServicePrep {
  /** The service as the booking names it. */
  label: string
  /** The catalogue id it matched (a variant's or add-on's id), or null when none did. */
  id: string | null
  /** The matched entry's own name from the catalogue (never the booking's spelling), or null. */
  name: string | null
  prep: string[]
}

export interface BookingPrep {
  services: BookingServicePrep[]
  /** Every service's items once, in the order the services and their items come. */
  items: string[]
}

function normal(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()
}

/**
 * One booking's prep. A label matches a variant or add-on by name (case and spacing
 * aside), else a package by name ("Signature Detail" or "Signature Detail (SUV)" whose
 * size is not sold). A label that matches nothing keeps its place with no items.
 */
export function bookingPrep(labels: readonly string[] | null | undefined, catalogue: PrepCatalogue): BookingPrep {
  const services: BookingServicePrep[] = []
  const items: string[] = []
  const seen = new Set<string>()
  for (const raw of labels ?? []) {
    if (typeof raw !== 'string' || raw.trim() === '') continue
    const label = raw.trim()
    const key = normal(label)
    let id: string | null = null
    let name: string | null = null
    let prep: readonly string[] = []
    const variant = catalogue.variants.find((v) => normal(v.name) === key)
    const addOn = catalogue.addOns.find((a) => normal(a.name) === key)
    if (variant) {
      id = variant.id
      name = variant.name
      prep = catalogue.baseServices.find((b) => b.baseId === variant.baseId)?.prep ?? []
    } else if (addOn) {
      id = addOn.id
      name = addOn.name
      prep = addOn.prep ?? []
    } else {
      const base = catalogue.baseServices.find((b) => key === normal(b.name) || key.startsWith(`${normal(b.name)} (`))
      if (base) {
        id = base.baseId
        name = base.name
        prep = base.prep ?? []
      }
    }
    services.push({ label, id, name, prep: [...prep] })
    for (const item of prep) {
      if (!seen.has(normal(item))) {
        seen.add(normal(item))
        items.push(item)
      }
    }
  }
  return { services, items }
}
