// Which areas of data/areas.json serve a ZIP code: Book Now opens the scheduler only for a
// served ZIP; any other is offered the waiting list (components/booking/visit/join.ts).
import { normalizeZip } from './join'

export interface ZipArea {
  slug: string
  name: string
  zipCodes: readonly string[]
}

/** The areas listing the ZIP (a ZIP may belong to several, e.g. 77494: Katy and Cinco Ranch). */
export function areasServing<A extends ZipArea>(areas: readonly A[], zip: string): A[] {
  const wanted = normalizeZip(zip)
  return wanted ? areas.filter((area) => area.zipCodes.includes(wanted)) : []
}
