// The chat as the site mounts it (lazily, on first use): the real catalogue, the real
// Supabase client, the site's toaster.
import { useEffect } from 'react'
import { business, faq } from '../../lib/catalogue/catalogue'
import { createRecentLeadStore, type RecentLeadStore } from '../../lib/lead-guard'
import { getSupabase } from '../../lib/supabase/client'
import { showToast } from '../ui/show-toast'
import { ChatWindow } from './ChatWindow'
import { insertChatLead, type ChatLead, type ChatLeadOutcome } from './lead'
import type { ChatConfig, ChatContext } from './machine'
import { useChat } from './use-chat'

const config: ChatConfig = { faq, phone: business.phone, businessName: business.name }

const storeLead = (lead: ChatLead) => insertChatLead(lead, getSupabase)
/** Chat leads sent from this browser in the last minute (any tab). */
const siteRecentLeads = createRecentLeadStore('chat')

export interface ChatAssistantProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus returns on close (the chat button). @default the element focused before opening */
  finalFocusEl?: () => HTMLElement | null
  /** Replaces the Supabase insert (stories, tests). */
  submitLead?: (lead: ChatLead) => Promise<ChatLeadOutcome>
  /** Refuses the same address within a minute. @default the browser's localStorage-backed store */
  recentLeads?: RecentLeadStore
  /** Start from this conversation instead of the greeting (stories). */
  initial?: ChatContext
}

export default function ChatAssistant({ open, onOpenChange, finalFocusEl, submitLead = storeLead, recentLeads = siteRecentLeads, initial }: ChatAssistantProps) {
  const chat = useChat({ config, submitLead, notify: showToast, recentLeads, initial })
  const { state, dispatch } = chat
  // Greeting: the bot says hello (after its typing delay) the first time the chat opens.
  useEffect(() => {
    if (open && state === 'greeting') dispatch({ type: 'start' })
  }, [open, state, dispatch])
  return <ChatWindow chat={chat} open={open} onOpenChange={onOpenChange} finalFocusEl={finalFocusEl} />
}
