import { useCallback, useEffect, useRef, useState } from 'react'
import { EMPTY_LEAD_FORM, toChatLead, type ChatLead, type LeadForm } from './lead'
import { TYPING_DELAY_MS, initialChat, transition, type ChatConfig, type ChatContext, type ChatEvent } from './machine'

export const CHAT_TOASTS = {
  stored: { title: 'Request Sent!', description: 'A detailing specialist will be in touch soon.' },
} as const

export interface UseChatOptions {
  config: ChatConfig
  /** Stores the lead; resolves true when stored. */
  submitLead: (lead: ChatLead) => Promise<boolean>
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
export function useChat({ config, submitLead, notify, initial, initialForm, typingDelayMs = TYPING_DELAY_MS }: UseChatOptions) {
  const contextRef = useRef<ChatContext>(initial ?? initialChat())
  const [context, setContext] = useState<ChatContext>(contextRef.current)
  /** How many of context.messages are on screen. */
  const [visibleCount, setVisibleCount] = useState(contextRef.current.messages.length)
  const [typing, setTyping] = useState(false)
  const [form, setForm] = useState<LeadForm>(initialForm ?? EMPTY_LEAD_FORM)
  const [submitting, setSubmitting] = useState(false)
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

  const submitForm = useCallback(async () => {
    if (submitting) return
    const current = contextRef.current
    const lead = toChatLead(form, current.vehicleType, current.serviceInterest)
    if (!lead) return dispatch({ type: 'lead_incomplete' })
    setSubmitting(true)
    const stored = await submitLead(lead)
    setSubmitting(false)
    if (stored) {
      notify('success', CHAT_TOASTS.stored.title, CHAT_TOASTS.stored.description)
      dispatch({ type: 'lead_stored', name: lead.name })
    } else {
      dispatch({ type: 'lead_failed' })
    }
  }, [dispatch, form, notify, submitLead, submitting])

  return {
    state: context.state,
    messages: context.messages.slice(0, visibleCount),
    typing,
    form,
    setForm,
    submitting,
    dispatch,
    submitForm,
  }
}

export type ChatController = ReturnType<typeof useChat>
