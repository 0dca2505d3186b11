// My Garage's prep checklist and the reminder e-mail read one function: a booking's
// services (as public.bookings stores them) mapped to the catalogue's prep items.
// docs/decisions/142-customer-messages-from-the-outbox.md
import { describe, expect, it } from 'vitest'
import { bookingPrep } from '../../lib/catalogue/booking-prep'
import { catalogue } from '../../lib/catalogue/catalogue.server'

describe('bookingPrep over the real catalogue', () => {
  it("maps a booking's services to their prep items, each item once", () => {
    const prep = bookingPrep(['Full Detail Package (XL)', 'Ozone Treatment'], catalogue)
    expect(prep.services.map((s) => s.id)).toEqual(['full-detail-xl', 'ozone-treatment'])
    const full = catalogue.baseServices.find((b) => b.baseId === 'full-detail')!.prep!
    const ozone = catalogue.addOns.find((a) => a.id === 'ozone-treatment')!.prep!
    expect(prep.items).toEqual([...new Set([...full, ...ozone])])
  })

  it('keeps a service it does not know, with no items, and ignores empty labels', () => {
    expect(bookingPrep(['Boat detail', ' '], catalogue)).toEqual({ services: [{ label: 'Boat detail', id: null, name: null, prep: [] }], items: [] })
    expect(bookingPrep(null, catalogue)).toEqual({ services: [], items: [] })
  })
})
