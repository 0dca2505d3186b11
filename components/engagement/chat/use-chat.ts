import { useCallback, useEffect, useRef, useState } from 'react'
import { useSingleFlight } from '../../ui/use-single-flight'
import { honeypotFilled, type RecentLeadStore } from '../lead-guard'
import { EMPTY_LEAD_FORM, checkChatLead, type ChatLead, type ChatLeadOutcome, type LeadForm } from './lead'
import { TYPING_DELAY_MS, initialChat, transition, type ChatConfig, type ChatContext, type ChatEvent } from './machine'

export const CHAT_TOASTS = {
  stored: { title: 'Request Sent!', description: 'A detailing specialist will be in touch soon.' },
} as const

export interface UseChatOptions {
  config: ChatConfig
  /** Stores the lead. */
  submitLead: (lead: ChatLead) => Promise<ChatLeadOutcome>
  /** Addresses sent in the last minute; without it nothing is refused as a repeat. */
  recentLeads?: RecentLeadStore
  notify: (kind: 'success', title: string, description: string) => void
  /** Start somewhere other than the greeting (stories). */
  initial?: ChatContext
  /** Initial contact form values (stories). */
  initialForm?: LeadForm
  /** Bot typing delay. @default 500 */
  typingDelayMs?: number
}

/**
 * Runs the pure machine for a view: the visitor's messages show at once, the bot's after the
 * typing delay; the contact form's values live here so a failed submit keeps them.
 */
export function useChat({ config, submitLead, notify, recentLeads, initial, initialForm, typingDelayMs = TYPING_DELAY_MS }: UseChatOptions) {
  const [start] = useState<ChatContext>(() => initial ?? initialChat())
  const contextRef = useRef<ChatContext>(start)
  const [context, setContext] = useState<ChatContext>(start)
  /** How many of context.messages are on screen. */
  const [visibleCount, setVisibleCount] = useState(start.messages.length)
  const [typing, setTyping] = useState(false)
  const [form, setForm] = useState<LeadForm>(initialForm ?? EMPTY_LEAD_FORM)
  const { pending: submitting, run, running } = useSingleFlight()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const dispatch = useCallback(
    (event: ChatEvent) => {
      const previous = contextRef.current
      const next = transition(previous, event, config)
      if (next === previous) return
      contextRef.current = next
      const added = next.messages.slice(previous.messages.length)
      let userCount = 0
      while (added[userCount]?.type === 'user') userCount++
      clearTimeout(timer.current)
      setContext(next)
      setVisibleCount(previous.messages.length + userCount)
      if (userCount === added.length) {
        setTyping(false)
        return
      }
      setTyping(true)
      timer.current = setTimeout(() => {
        setVisibleCount(next.messages.length)
        setTyping(false)
      }, typingDelayMs)
    },
    [config, typingDelayMs],
  )

  /** `honeypot`: the form's trap field; filled means a bot, which sees success and sends nothing. */
  const submitForm = useCallback(
    async (honeypot = '') => {
      if (running()) return
      const current = contextRef.current
      const check = checkChatLead(form, current.vehicleType, current.serviceInterest)
      if (honeypotFilled(honeypot)) {
        notify('success', CHAT_TOASTS.stored.title, CHAT_TOASTS.stored.description)
        return dispatch({ type: 'lead_stored', name: check.ok ? check.lead.name : form.name })
      }
      if (!check.ok) return dispatch({ type: check.problem === 'phone' ? 'lead_bad_phone' : 'lead_incomplete' })
      const { lead } = check
      if (recentLeads?.isRepeat(lead.email)) return dispatch({ type: 'lead_repeat' })
      await run(async () => {
        const outcome = await submitLead(lead).catch((): ChatLeadOutcome => 'failed')
        if (outcome === 'stored') {
          recentLeads?.remember(lead.email)
          notify('success', CHAT_TOASTS.stored.title, CHAT_TOASTS.stored.description)
          dispatch({ type: 'lead_stored', name: lead.name })
        } else {
          dispatch({ type: outcome === 'repeat' ? 'lead_repeat' : 'lead_failed' })
        }
      })
    },
    [dispatch, form, notify, recentLeads, submitLead, run, running],
  )

  /** Replaces the conversation and the form at once, the bot's pending reply shown (a page restored from the back/forward cache). */
  const restore = useCallback((next: ChatContext, nextForm: LeadForm) => {
    clearTimeout(timer.current)
    contextRef.current = next
    setContext(next)
    setVisibleCount(next.messages.length)
    setTyping(false)
    setForm(nextForm)
  }, [])

  return {
    state: context.state,
    /** The whole conversation, the bot's reply still typing included: what a page change keeps. */
    conversation: context,
    messages: context.messages.slice(0, visibleCount),
    typing,
    form,
    setForm,
    submitting,
    dispatch,
    submitForm,
    restore,
  }
}

export type ChatController = ReturnType<typeof useChat>
