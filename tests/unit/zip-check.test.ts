// Book Now's ZIP step and the service-areas page's check (docs/decisions/146-zip-check-and-visit-terms.md):
// what counts as a ZIP, which are served (data/areas.json through the catalogue), what the
// session remembers, and the answers the scheduler gets.
import { describe, expect, it } from 'vitest'
import { ACKNOWLEDGED_ANSWER, buildPrefill, prefilledUrl } from '../../components/booking/scheduler/scheduler'
import { servedMessage } from '../../components/booking/visit/ZipCheck'
import { catalogue } from '../../lib/catalogue/catalogue.server'
import { prepCatalogue, serviceZipAreas, servicePagePrep, visitPolicies } from '../../lib/catalogue/visit-terms'
import { checkZip, ZIP_INVALID_MESSAGE } from '../../components/booking/visit/zip-check'
import { createVisitMemory, skipsStep, VISIT_ZIP_KEY } from '../../components/booking/visit/zip-session'
import { IN_AREA_ZIP, memoryArea, OUTSIDE_ZIP } from '../fixtures/scheduler/visit'

const areas = serviceZipAreas(catalogue)

describe('checkZip', () => {
  it('refuses anything but five digits, with the message the step shows', () => {
    for (const typed of ['', '7749', '774944', 'abcde', '77 494', '77494-1234', '７７４９４', '77494\u0000']) expect(checkZip(areas, typed)).toEqual({ kind: 'invalid' })
    expect(ZIP_INVALID_MESSAGE).toBe('Enter a 5-digit ZIP code.')
  })

  it("serves a ZIP an area lists, naming every area that lists it (spaces around it don't matter)", () => {
    expect(checkZip(areas, ` ${IN_AREA_ZIP} `)).toEqual({ kind: 'served', zip: IN_AREA_ZIP, areas: expect.arrayContaining(['Katy']) as unknown })
    for (const area of catalogue.areas) for (const zip of area.zipCodes) expect(checkZip(areas, zip).kind).toBe('served')
  })

  it('says outside for any other five digits', () => {
    expect(checkZip(areas, OUTSIDE_ZIP)).toEqual({ kind: 'outside', zip: OUTSIDE_ZIP })
    expect(checkZip([], IN_AREA_ZIP)).toEqual({ kind: 'outside', zip: IN_AREA_ZIP })
  })

  it('words the good news with every area', () => {
    expect(servedMessage('77494', ['Katy', 'Cinco Ranch'])).toBe('Good news: we come to 77494 (Katy and Cinco Ranch).')
    expect(servedMessage('77441', ['Fulshear'])).toBe('Good news: we come to 77441 (Fulshear).')
  })
})

describe('the session memory', () => {
  it('remembers the ZIP and the tick in sessionStorage-like storage and forgets on request', () => {
    const area = memoryArea()
    const memory = createVisitMemory(() => area)
    expect(memory.read()).toBeNull()
    memory.write({ zip: IN_AREA_ZIP, acknowledged: true })
    expect(JSON.parse(area.values.get(VISIT_ZIP_KEY)!)).toEqual({ zip: IN_AREA_ZIP, acknowledged: true })
    // A second memory over the same storage (the next page of the session) reads it back.
    expect(createVisitMemory(() => area).read()).toEqual({ zip: IN_AREA_ZIP, acknowledged: true })
    memory.forget()
    expect(memory.read()).toBeNull()
  })

  it('reads a damaged or foreign value as nothing, and keeps working when storage refuses', () => {
    const area = memoryArea()
    for (const raw of ['{', 'null', '"77494"', '{"zip":"1"}', '{"zip":77494}']) {
      area.values.set(VISIT_ZIP_KEY, raw)
      expect(createVisitMemory(() => area).read()).toBeNull()
    }
    const refusing = createVisitMemory(() => {
      throw new Error('SecurityError')
    })
    refusing.write({ zip: IN_AREA_ZIP, acknowledged: false })
    expect(refusing.read()).toEqual({ zip: IN_AREA_ZIP, acknowledged: false })
  })

  it('skips the step only for a served ZIP that was ticked', () => {
    expect(skipsStep(areas, null)).toBe(false)
    expect(skipsStep(areas, { zip: IN_AREA_ZIP, acknowledged: false })).toBe(false)
    expect(skipsStep(areas, { zip: OUTSIDE_ZIP, acknowledged: true })).toBe(false)
    expect(skipsStep(areas, { zip: IN_AREA_ZIP, acknowledged: true })).toBe(true)
    // The owner removed the area since: ask again.
    expect(skipsStep([], { zip: IN_AREA_ZIP, acknowledged: true })).toBe(false)
  })
})

describe("the scheduler's answers", () => {
  it('keeps the first answer and adds the ZIP (a3) and the tick (a4), in the prefill and the URL', () => {
    const prefill = buildPrefill({ services: 'Signature Detail (SUV)', vehicle: 'SUV', zip: ` ${IN_AREA_ZIP} `, acknowledged: true })
    expect(prefill.customAnswers).toEqual({ a1: 'Signature Detail (SUV). Vehicle size: SUV', a3: IN_AREA_ZIP, a4: ACKNOWLEDGED_ANSWER })
    const url = new URL(prefilledUrl('https://calendly.com/katy/detail', prefill))
    expect(url.searchParams.get('a1')).toBe('Signature Detail (SUV). Vehicle size: SUV')
    expect(url.searchParams.get('a3')).toBe(IN_AREA_ZIP)
    expect(url.searchParams.get('a4')).toBe(ACKNOWLEDGED_ANSWER)
    expect(buildPrefill({ services: 'Wash & Wax (Sedan)' }).customAnswers).toEqual({ a1: 'Wash & Wax (Sedan)' })
  })
})

describe('the visit terms projected from the catalogue', () => {
  it("carries each area's ZIP codes, and nothing else of the area", () => {
    expect(areas.map((a) => a.slug)).toEqual(catalogue.areas.map((a) => a.slug))
    for (const area of areas) expect(Object.keys(area).sort()).toEqual(['name', 'slug', 'zipCodes'])
  })

  it("gives a service page its package's or add-on's prep, and the policies", () => {
    const signature = catalogue.servicePages.find((p) => p.slug === 'signature-detail')!
    expect(servicePagePrep(catalogue, signature)).toEqual(catalogue.baseServices.find((b) => b.baseId === signature.baseId)!.prep)
    const addOnPage = catalogue.servicePages.find((p) => p.addOnId)
    if (addOnPage) expect(servicePagePrep(catalogue, addOnPage)).toEqual(catalogue.addOns.find((a) => a.id === addOnPage.addOnId)!.prep ?? [])
    expect(servicePagePrep(catalogue, {})).toEqual([])
    expect(visitPolicies(catalogue)).toEqual(catalogue.business.policies)
    expect(visitPolicies({ business: { ...catalogue.business, policies: undefined } })).toBeNull()
  })

  it('trims the prep catalogue to names and prep items', () => {
    const prep = prepCatalogue(catalogue)
    expect(prep.variants).toHaveLength(catalogue.variants.length)
    expect(JSON.stringify(prep).length).toBeLessThan(JSON.stringify({ b: catalogue.baseServices, v: catalogue.variants, a: catalogue.addOns }).length / 3)
  })
})
