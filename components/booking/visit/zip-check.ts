// Whether a typed ZIP is one we serve (the areas' zipCodes, data/areas.json, as the catalogue
// projects them): Book Now's step and the service-areas page's check give the same verdict.
// Pure, no storage.
import { normalizeZip } from './join'
import { areasServing, type ZipArea } from './service-area'

/** The ZIP step's verdict on what was typed. */
export type ZipVerdict = { kind: 'invalid' } | { kind: 'served'; zip: string; areas: string[] } | { kind: 'outside'; zip: string }

/** The message shown in place when the ZIP is not five digits. */
export const ZIP_INVALID_MESSAGE = 'Enter a 5-digit ZIP code.'

export function checkZip(areas: readonly ZipArea[], typed: string): ZipVerdict {
  const zip = normalizeZip(typed)
  if (!zip) return { kind: 'invalid' }
  const serving = areasServing(areas, zip)
  return serving.length > 0 ? { kind: 'served', zip, areas: serving.map((a) => a.name) } : { kind: 'outside', zip }
}
