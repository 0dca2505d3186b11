import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOUR_STEPS, resolveTourSteps } from '../../components/engagement/tour/steps'

describe('tour steps', () => {
  it('has the six steps of the spec, in order, with their titles and placement', () => {
    expect(TOUR_STEPS.map((s) => s.title)).toEqual(['Explore Our Services', 'Book Instantly', 'Your Personal Garage', 'Your Service Cart', 'Learn About Us', "You're All Set!"])
    expect(TOUR_STEPS.map((s) => s.target)).toEqual([
      '[data-tour="services-dropdown"]',
      '[data-tour="book-now"]',
      '[data-tour="auth-button"]',
      '[data-tour="view-bag"]',
      '[data-tour="about-section"]',
      undefined,
    ])
    expect(TOUR_STEPS[4]).toMatchObject({ side: 'top', align: 'start' })
    expect(TOUR_STEPS.every((s) => s.description.length > 0)).toBe(true)
  })

  it('highlights visible targets and centres steps whose target is missing or hidden', () => {
    const found = { tagName: 'BUTTON' } as unknown as Element
    const visible = new Set(['[data-tour="view-bag"]', '[data-tour="about-section"]'])
    const steps = resolveTourSteps(TOUR_STEPS, (selector) => (visible.has(selector) ? found : null))
    expect(steps).toHaveLength(6)
    expect(steps.map((s) => Boolean(s.element))).toEqual([false, false, false, true, true, false])
    expect(steps[4]!.popover).toEqual({ title: 'Learn About Us', description: TOUR_STEPS[4]!.description, side: 'top', align: 'start' })
    // A centred step carries no side/align: driver.js centres element-less popovers.
    expect(steps[5]!.popover.side).toBeUndefined()
  })
})

// Each test imports run-tour afresh after resetModules: the first import transforms the
// module and its styles, which takes over Vitest's 5 s default on a busy 2-core machine
// (seen twice at load average 15-22).
describe('runTour', { timeout: 30_000 }, () => {
  beforeEach(() => vi.resetModules())
  afterEach(() => vi.restoreAllMocks())

  it('logs a console error and starts nothing when there are no steps', async () => {
    vi.doMock('driver.js/dist/driver.css', () => ({}))
    const driverSpy = vi.fn()
    vi.doMock('driver.js', () => ({ driver: driverSpy }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { runTour } = await import('../../components/engagement/tour/run-tour')
    const onFinished = vi.fn()
    expect(runTour({ steps: [], onFinished })).toBe(false)
    expect(error).toHaveBeenCalledOnce()
    expect(driverSpy).not.toHaveBeenCalled()
  })

  it('configures driver.js as the spec says and reports when it is destroyed', async () => {
    vi.doMock('driver.js/dist/driver.css', () => ({}))
    let config: Record<string, unknown> = {}
    const drive = vi.fn()
    vi.doMock('driver.js', () => ({
      driver: (c: Record<string, unknown>) => {
        config = c
        return { drive }
      },
    }))
    vi.stubGlobal('document', { querySelectorAll: () => [], defaultView: null })
    const { startGuidedTour } = await import('../../components/engagement/tour/run-tour')
    const onFinished = vi.fn()
    expect(startGuidedTour(onFinished)).toBe(true)
    expect(drive).toHaveBeenCalledOnce()
    expect(config).toMatchObject({
      showProgress: true,
      progressText: '{{current}} of {{total}}',
      animate: true,
      overlayOpacity: 0.9,
      showButtons: ['previous', 'next', 'close'],
      doneBtnText: 'Done',
      allowKeyboardControl: true,
      allowClose: true,
    })
    expect((config.steps as unknown[]).length).toBe(6)
    ;(config.onDestroyed as () => void)()
    expect(onFinished).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })
})
