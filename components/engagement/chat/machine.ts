// The chat assistant as a pure state machine: transition(context, event)
// returns the next context, with the visitor's and the bot's new messages appended. No timers,
// no I/O: the hook adds the 500 ms typing delay and the lead insert.
import type { FaqEntry } from '../../../lib/catalogue/types'
import { SERVICE_INTERESTS, VEHICLE_TYPES, type ChatContext, type ChatMessage, type ChatOption, type ChatState } from './chat-conversation'
import { matchFaq } from './faq-match'

// The conversation's data shape (chat-conversation.ts) is shared with the stored snapshot; the chat's
// modules keep reading it from the machine.
export { SERVICE_INTERESTS, VEHICLE_TYPES, type ChatContext, type ChatMessage, type ChatOption, type ChatState }

export type ChatEvent =
  /** The chat opened: greet and ask for the vehicle type. */
  | { type: 'start' }
  /** An option button was chosen. */
  | { type: 'choose'; value: string }
  /** Free text from the input. */
  | { type: 'text'; text: string }
  /** The contact form was sent without a name or e-mail. */
  | { type: 'lead_incomplete' }
  /** The optional phone is not a phone number. */
  | { type: 'lead_bad_phone' }
  /** The same address was sent less than a minute ago (this browser or the database said so). */
  | { type: 'lead_repeat' }
  | { type: 'lead_failed' }
  | { type: 'lead_stored'; name: string }

export interface ChatConfig {
  faq: readonly FaqEntry[]
  phone: { e164: string; display: string }
  businessName: string
}

export const EXPLORING = 'Exploring'

/** The bot answers after this typing delay, so a reply reads as typed rather than instant. */
export const TYPING_DELAY_MS = 500

/** Text input hidden in these states: the contact form and the finished chat take no free text. */
export function showsTextInput(state: ChatState): boolean {
  return state !== 'collecting_info' && state !== 'completed'
}

export const CHAT_TEXT = {
  greeting: (businessName: string) => `Hi there! Welcome to ${businessName}. I can put together a quote for you or answer a quick question.`,
  askVehicle: 'What type of vehicle do you have?',
  askService: 'Great choice! Which service are you interested in?',
  askContact: 'Perfect. Leave your name and e-mail (phone is optional) and a detailing specialist will send you a quote.',
  fallback: (phone: string) => `No problem! Ask me anything about our services, pricing or service areas. Prefer to talk to a person? Call or text us at ${phone}.`,
  unknown: (phone: string) => `I'm not sure about that one. Try asking about our services or pricing, for example "How much is a Signature Detail?", or call or text us at ${phone}.`,
  pickOption: 'Please choose one of the options below.',
  incomplete: 'Please make sure to fill out your name and email',
  badPhone: "That phone number doesn't look right. Please use digits (spaces, +, ( ) and - are fine), or leave it empty: it's optional.",
  repeat: "We already have a request from this e-mail address from the last minute, so there's no need to send it again. A detailing specialist will be in touch soon.",
  failed: 'Sorry, there was an issue submitting your request. Please try again.',
  stored: (name: string) => `Thanks, ${name}! Your request is in. A detailing specialist will be in touch soon.`,
} as const

const toOptions = (values: readonly string[]): ChatOption[] => values.map((value) => ({ text: value, value }))

export function callOrTextOptions(phone: ChatConfig['phone']): ChatOption[] {
  return [
    { text: `Call ${phone.display}`, value: `tel:${phone.e164}` },
    { text: 'Text us', value: `sms:${phone.e164}` },
  ]
}

export function initialChat(): ChatContext {
  return { state: 'greeting', messages: [] }
}

/** Pure: same context and event, same result. Events a state does not accept return the context unchanged. */
export function transition(context: ChatContext, event: ChatEvent, config: ChatConfig): ChatContext {
  const say = (state: ChatState, ...messages: Omit<ChatMessage, 'id' | 'state'>[]): ChatContext => {
    let id = context.messages.length
    const added = messages.map((m) => ({ ...m, id: id++, state }))
    return { ...context, state, messages: [...context.messages, ...added] }
  }
  const user = (text: string) => ({ type: 'user' as const, text })
  const bot = (text: string, extra: Partial<Pick<ChatMessage, 'options' | 'inputType'>> = {}) => ({ type: 'bot' as const, text, ...extra })
  const answer = (text: string) => {
    const entry = matchFaq(text, config.faq)
    return entry ? bot(entry.answer) : bot(CHAT_TEXT.unknown(config.phone.display), { options: callOrTextOptions(config.phone) })
  }
  const pickFrom = (values: readonly string[], value: string) => values.find((v) => v.toLowerCase() === value.trim().toLowerCase())

  switch (context.state) {
    case 'greeting':
      if (event.type !== 'start') return context
      return say('ask_vehicle_type', bot(CHAT_TEXT.greeting(config.businessName)), bot(CHAT_TEXT.askVehicle, { options: toOptions(VEHICLE_TYPES) }))

    case 'ask_vehicle_type':
    case 'ask_service_interest': {
      const values = context.state === 'ask_vehicle_type' ? VEHICLE_TYPES : SERVICE_INTERESTS
      if (event.type !== 'choose' && event.type !== 'text') return context
      const raw = event.type === 'choose' ? event.value : event.text
      if (!raw.trim()) return context
      const choice = pickFrom(values, raw)
      if (!choice) {
        return say(context.state, user(raw.trim()), bot(CHAT_TEXT.pickOption, { options: toOptions(values) }))
      }
      if (context.state === 'ask_vehicle_type') {
        return { ...say('ask_service_interest', user(choice), bot(CHAT_TEXT.askService, { options: toOptions(SERVICE_INTERESTS) })), vehicleType: choice }
      }
      if (choice === EXPLORING) {
        return {
          ...say('faq_fallback', user(choice), bot(CHAT_TEXT.fallback(config.phone.display), { options: callOrTextOptions(config.phone) })),
          serviceInterest: choice,
        }
      }
      return { ...say('collecting_info', user(choice), bot(CHAT_TEXT.askContact, { inputType: 'form' })), serviceInterest: choice }
    }

    case 'faq_fallback':
      if (event.type !== 'text' || !event.text.trim()) return context
      return say('faq_fallback', user(event.text.trim()), answer(event.text))

    case 'collecting_info':
      switch (event.type) {
        case 'text':
          if (!event.text.trim()) return context
          return say('collecting_info', user(event.text.trim()), answer(event.text))
        case 'lead_incomplete':
          return say('collecting_info', bot(CHAT_TEXT.incomplete))
        case 'lead_bad_phone':
          return say('collecting_info', bot(CHAT_TEXT.badPhone))
        case 'lead_repeat':
          return say('collecting_info', bot(CHAT_TEXT.repeat))
        case 'lead_failed':
          return say('collecting_info', bot(CHAT_TEXT.failed))
        case 'lead_stored':
          return say('completed', bot(CHAT_TEXT.stored(event.name.trim())))
        default:
          return context
      }

    case 'completed':
      return context
  }
}
