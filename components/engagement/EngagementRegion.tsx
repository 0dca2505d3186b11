// Everything that engages a visitor beyond the page itself: the first-visit discount popup,
// the guided tour, the chat assistant and the contact popup. Only this file, the store, the
// flags and the start rules ship with the page; each feature's code is a separate chunk loaded
// when it is about to show (the discount on idle before its 3 s timer, the tour when it will
// run, chat and contact on the first hover, focus or press of their buttons).
import { useCallback, useEffect, useRef } from 'react'
import type { ChatAssistantProps } from './chat/ChatAssistant'
import type { SiteContactPopupProps } from './contact/SiteContactPopup'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { CONTACT_PAGE_HREF, ContactLauncher } from './contact/ContactLauncher'
// The stored conversation, validated as the chat restores it: a corrupt or older one must not
// reopen the panel (docs/decisions/130-chat-survives-page-changes.md).
import { chatSession } from './chat/chat-session'
import { DISCOUNT_POPUP_DELAY_MS } from './discount/discount-popup-delay'
import { TOUR_START_DELAY_MS, shouldStartTour } from './tour/eligibility'
import { LazyOverlay } from '../../lib/islands/lazy-overlay'
import { overlayCode, useOverlayCode, warm, warmOnEarlyTap, warmOnIntent } from '../../lib/islands/overlay-code'
import { useHydrated } from '../ui/use-hydrated'
import { msUntilAfterLoad } from './after-load'
import { SESSION_FLAGS, sessionFlags } from './session-flags'
import { useEngagement } from './store'
import { whenVisitorIsFree } from './interruption-guard'
import { rememberReferral } from './discount/referral-ref'

const chatCode = overlayCode(() => import('./chat/ChatAssistant').then((m) => m.default))
const contactCode = overlayCode(() => import('./contact/SiteContactPopup').then((m) => m.default))
const discountCode = overlayCode(() => import('./discount/SiteDiscountPopup').then((m) => m.default))
const loadTour = () => import('./tour/run-tour')
// "Chat with us" or "Contact us" tapped before this island has hydrated: that overlay's code
// loads beside the hydration (their links before hydration say which, data-overlay).
warmOnEarlyTap('engagement', (control) => {
  const which = control.closest('[data-overlay]')?.getAttribute('data-overlay')
  return which === 'chat' ? chatCode : which === 'contact' ? contactCode : null
})

/** The discount card, once its code is there (it was warmed half-way through its timer). */
function DiscountCard({ onClose }: { onClose: () => void }) {
  return (
    <LazyOverlay code={discountCode} wanted>
      {(DiscountPopup) => <DiscountPopup onClose={onClose} />}
    </LazyOverlay>
  )
}

/** The tour starts at most once per page load. Module state, so a remount (or React's strict double effects) cannot start it twice. */
let tourStartedThisLoad = false
let tourFinished = false

function finishTour() {
  if (tourFinished) return
  tourFinished = true
  const { disableTourStart, markTourCompleted } = useEngagement.getState()
  sessionFlags.set(SESSION_FLAGS.tourSeen)
  disableTourStart()
  markTourCompleted()
  window.scrollTo({ top: 0, behavior: 'smooth' })
}

export interface EngagementRegionProps {
  /** The page's own path. */
  pathname: string
  /** Where the guided tour may start: the home page and the catalogue's area pages (tourPaths()). */
  tourPaths: readonly string[]
  chat: ChatAssistantProps['config']
  contact: Pick<SiteContactPopupProps, 'businessName' | 'links'>
}

/** An island on every page; the tour's paths, the chat's and the contact popup's catalogue data come from the layout. */
export function EngagementRegion({ pathname: urlPathname, tourPaths, chat, contact }: EngagementRegionProps) {
  const hydrated = useHydrated()
  const overlay = useEngagement((s) => s.overlay)
  const discountOpen = useEngagement((s) => s.discountOpen)
  const permitted = useEngagement((s) => s.tourStartPermitted)
  const { openOverlay, closeOverlay, setDiscountOpen, permitTourStart } = useEngagement.getState()

  // Discount popup: 3000 ms after load unless seen this session, and never while the visitor is
  // typing into a field or inside a modal dialog (it waits until both have ended).
  // A visitor who arrives through a customer's referral link gets the offer again even if they closed it earlier.
  useEffect(() => {
    const referred = rememberReferral(window.location.search)
    if (!referred && sessionFlags.has(SESSION_FLAGS.discountSeen)) {
      // Closed earlier in this session (another page or a reload): the tour may start.
      permitTourStart()
      return
    }
    let cancelWait = () => {}
    const remaining = msUntilAfterLoad(DISCOUNT_POPUP_DELAY_MS)
    const preload = setTimeout(() => warm(discountCode), remaining / 2)
    const timer = setTimeout(() => {
      cancelWait = whenVisitorIsFree(document, () => setDiscountOpen(true))
    }, remaining)
    return () => {
      clearTimeout(preload)
      clearTimeout(timer)
      cancelWait()
    }
  }, [permitTourStart, setDiscountOpen])

  const closeDiscount = useCallback(() => {
    sessionFlags.set(SESSION_FLAGS.discountSeen)
    setDiscountOpen(false)
    permitTourStart()
  }, [permitTourStart, setDiscountOpen])

  // Guided tour: TOUR_START_DELAY_MS after its conditions hold; its code loads only then.
  useEffect(() => {
    const conditions = { permitted, seen: sessionFlags.has(SESSION_FLAGS.tourSeen), pathname: urlPathname, paths: tourPaths, startedThisLoad: tourStartedThisLoad }
    if (!shouldStartTour(conditions)) return
    const timer = setTimeout(() => {
      tourStartedThisLoad = true
      loadTour()
        .then(({ startGuidedTour }) => {
          if (!startGuidedTour(finishTour)) finishTour()
        })
        .catch((error: unknown) => console.error('Guided tour failed to load', error))
    }, TOUR_START_DELAY_MS)
    return () => clearTimeout(timer)
  }, [permitted, urlPathname, tourPaths])

  // A chat left open on this tab's previous page opens again here, with its conversation
  // (docs/decisions/130-chat-survives-page-changes.md); its code loads now because the panel is wanted. A page back from the
  // back/forward cache follows what the later pages left: open or closed.
  useEffect(() => {
    if (chatSession.load()?.open) openOverlay('chat')
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      if (chatSession.load()?.open) openOverlay('chat')
      else if (useEngagement.getState().overlay === 'chat') closeOverlay()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [openOverlay, closeOverlay])

  const chatButtonRef = useRef<HTMLButtonElement>(null)
  const chatButton = useCallback(() => chatButtonRef.current, [])
  const chatLoaded = useOverlayCode(chatCode) !== undefined
  const contactLoaded = useOverlayCode(contactCode) !== undefined
  const onOpenChange = (open: boolean) => (open ? undefined : closeOverlay())
  const open = (which: 'chat' | 'contact', code: typeof chatCode | typeof contactCode) => {
    warm(code)
    openOverlay(which)
  }

  return (
    <>
      <div
        className={css({
          position: 'fixed',
          right: { base: '3', sm: '6' },
          bottom: { base: '3', sm: '6' },
          zIndex: 'floating',
          display: 'flex',
          flexDirection: { base: 'row', sm: 'column' },
          alignItems: 'flex-end',
          gap: '3',
          '@media print': { display: 'none' },
        })}
      >
        <ContactLauncher
          expanded={overlay === 'contact'}
          busy={overlay === 'contact' && !contactLoaded}
          className={button({ variant: 'brand', size: 'fab' })}
          onPreload={() => warm(contactCode)}
          onOpen={() => open('contact', contactCode)}
        />
        {hydrated ? (
          <button
            ref={chatButtonRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={overlay === 'chat'}
            aria-busy={(overlay === 'chat' && !chatLoaded) || undefined}
            className={button({ variant: 'solid', size: 'fab' })}
            {...warmOnIntent(chatCode)}
            onClick={() => open('chat', chatCode)}
          >
            Chat with us
          </button>
        ) : (
          // Before hydration and without JavaScript the assistant cannot run: the same place
          // leads to the contact page, where a text message is the chat that works anyway.
          <a href={CONTACT_PAGE_HREF} data-overlay="chat" className={button({ variant: 'solid', size: 'fab' })}>
            Chat with us
          </a>
        )}
      </div>
      {/* Once loaded, chat and contact stay mounted so a conversation survives closing the panel. */}
      <LazyOverlay code={chatCode} wanted={overlay === 'chat'} onUnavailable={closeOverlay}>
        {(ChatAssistant) => <ChatAssistant config={chat} open={overlay === 'chat'} onOpenChange={onOpenChange} finalFocusEl={chatButton} />}
      </LazyOverlay>
      <LazyOverlay code={contactCode} wanted={overlay === 'contact'} onUnavailable={closeOverlay}>
        {(ContactPopup) => <ContactPopup {...contact} open={overlay === 'contact'} onOpenChange={onOpenChange} />}
      </LazyOverlay>
      {/* Unmounted once closed. It opens on its own after 3 s, once its code is there. */}
      {discountOpen ? <DiscountCard onClose={closeDiscount} /> : null}
    </>
  )
}
