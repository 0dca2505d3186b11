// The chat as the site mounts it (lazily, on first use): the catalogue's FAQ and contact details
// (props from the layout), the real Supabase client, the site's toaster.
import { useEffect, useState } from 'react'
import { chatSession, type ChatSession } from './chat-session'
import { createFormGuard } from '../../../lib/form-guard'
import { createRecentLeadStore, type RecentLeadStore } from '../lead-guard'
import { getSupabase } from '../../../lib/supabase/client'
import { showToast } from '../../../lib/toast/show-toast'
import { ChatWindow } from './ChatWindow'
import { chatCaptcha } from './lead-captcha'
import { EMPTY_LEAD_FORM, insertChatLead, type ChatLead, type ChatLeadOutcome } from './lead'
import { initialChat, type ChatConfig, type ChatContext } from './machine'
import { useChat } from './use-chat'

/** The form ticket, asked for when the chat opens (docs/decisions/144-bot-proof-forms.md). */
const chatGuard = createFormGuard(getSupabase, { captcha: chatCaptcha })
const storeLead = (lead: ChatLead) => insertChatLead(lead, getSupabase, chatGuard)
/** Chat leads sent from this browser in the last minute (any tab). */
const siteRecentLeads = createRecentLeadStore('chat')

export interface ChatAssistantProps {
  /** The FAQ it answers from and the business it names (the layout's, from the catalogue). */
  config: ChatConfig
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus returns on close (the chat button). @default the element focused before opening */
  finalFocusEl?: () => HTMLElement | null
  /** Replaces the Supabase insert (stories, tests). */
  submitLead?: (lead: ChatLead) => Promise<ChatLeadOutcome>
  /** Refuses the same address within a minute. @default the browser's localStorage-backed store */
  recentLeads?: RecentLeadStore
  /** Start from this conversation instead of the greeting or the stored one (stories). */
  initial?: ChatContext
  /**
   * Where the conversation is kept between this tab's pages (docs/decisions/130-chat-survives-page-changes.md); null keeps it for this
   * page only (stories, which share one sessionStorage).
   * @default this tab's sessionStorage
   */
  session?: ChatSession | null
}

export default function ChatAssistant({ config, open, onOpenChange, finalFocusEl, submitLead = storeLead, recentLeads = siteRecentLeads, initial, session = chatSession }: ChatAssistantProps) {
  // Read once: the component mounts in the browser only (LazyOverlay), so no server markup to match.
  const [restored] = useState(() => (initial ? null : (session?.load() ?? null)))
  const chat = useChat({ config, submitLead, notify: showToast, recentLeads, initial: initial ?? restored?.context, initialForm: restored?.form })
  const { state, dispatch, conversation, form, restore } = chat
  useEffect(() => {
    if (open && submitLead === storeLead) chatGuard.start()
  }, [open, submitLead])
  // Greeting: the bot says hello (after its typing delay) the first time the chat opens.
  useEffect(() => {
    if (open && state === 'greeting') dispatch({ type: 'start' })
  }, [open, state, dispatch])
  // Every change is written at once: the visitor may follow a link any moment. The chat is mounted
  // closed once its code has arrived (lib/islands/lazy-overlay.tsx): until it has been opened,
  // or a stored conversation restored, there is nothing of the visitor's to keep.
  const [used, setUsed] = useState(restored !== null)
  if (open && !used) setUsed(true)
  useEffect(() => {
    if (used) session?.save({ context: conversation, form, open })
  }, [session, used, conversation, form, open])
  // A page brought back from the back/forward cache shows what the tab's later pages left, not
  // its own older copy (the engagement region reopens or closes the panel to match).
  useEffect(() => {
    if (!session) return
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      const stored = session.load()
      restore(stored?.context ?? initialChat(), stored?.form ?? EMPTY_LEAD_FORM)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [session, restore])
  return <ChatWindow chat={chat} open={open} onOpenChange={onOpenChange} finalFocusEl={finalFocusEl} />
}
