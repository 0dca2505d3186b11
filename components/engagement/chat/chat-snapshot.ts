// A chat conversation as this tab keeps it between pages (docs/decisions/130-chat-survives-page-changes.md):
// pure functions from the live state to a string and back. Restoring trusts nothing: the string
// comes from storage a visitor, an extension or an older deploy may have written, so anything
// that is not exactly a conversation this version's machine could have produced is refused, and
// the chat starts fresh instead.
import { SERVICE_INTERESTS, VEHICLE_TYPES, type ChatContext, type ChatMessage, type ChatOption, type ChatState, type LeadForm } from './chat-conversation'

/** Bumped whenever the stored shape or the machine's states change meaning; older snapshots are dropped. */
export const CHAT_SNAPSHOT_VERSION = 1

export interface ChatSnapshot {
  /** The machine's state, every message (the bot's pending reply included) and the choices made. */
  context: ChatContext
  /** The contact form as typed. */
  form: LeadForm
  /** The chat panel was open. */
  open: boolean
}

/** A stored conversation larger than this is not one the site wrote (500-character messages would need hundreds). */
export const MAX_SNAPSHOT_CHARS = 200_000

const CHAT_STATES = ['greeting', 'ask_vehicle_type', 'ask_service_interest', 'collecting_info', 'faq_fallback', 'completed'] as const satisfies readonly ChatState[]
// Fails to compile when the machine gains a state this list (and so restore) does not know.
const everyStateListed: Exclude<ChatState, (typeof CHAT_STATES)[number]> extends never ? true : false = true
void everyStateListed

interface Stored {
  v: typeof CHAT_SNAPSHOT_VERSION
  state: ChatState
  messages: ChatMessage[]
  vehicleType?: string
  serviceInterest?: string
  form: LeadForm
  open: boolean
}

export function serializeChat({ context, form, open }: ChatSnapshot): string {
  const stored: Stored = {
    v: CHAT_SNAPSHOT_VERSION,
    state: context.state,
    messages: context.messages,
    ...(context.vehicleType === undefined ? {} : { vehicleType: context.vehicleType }),
    ...(context.serviceInterest === undefined ? {} : { serviceInterest: context.serviceInterest }),
    form: { name: form.name, email: form.email, phone: form.phone },
    open,
  }
  return JSON.stringify(stored)
}

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value)
const isState = (value: unknown): value is ChatState => typeof value === 'string' && (CHAT_STATES as readonly string[]).includes(value)
const oneOf = (values: readonly string[], value: unknown) => value === undefined || (typeof value === 'string' && values.includes(value))

function toOption(value: unknown): ChatOption | null {
  if (!isPlain(value) || typeof value.text !== 'string' || typeof value.value !== 'string') return null
  return { text: value.text, value: value.value }
}

/** A message as the machine makes them: its id is its index (the next message's id is the count). */
function toMessage(value: unknown, index: number): ChatMessage | null {
  if (!isPlain(value) || value.id !== index || (value.type !== 'bot' && value.type !== 'user') || typeof value.text !== 'string' || !isState(value.state)) return null
  const message: ChatMessage = { id: index, type: value.type, text: value.text, state: value.state }
  if (value.options !== undefined) {
    if (!Array.isArray(value.options)) return null
    const options = value.options.map(toOption)
    if (options.some((option) => option === null)) return null
    message.options = options as ChatOption[]
  }
  if (value.inputType !== undefined) {
    if (value.inputType !== 'form') return null
    message.inputType = 'form'
  }
  return message
}

function toForm(value: unknown): LeadForm | null {
  if (!isPlain(value) || typeof value.name !== 'string' || typeof value.email !== 'string' || typeof value.phone !== 'string') return null
  return { name: value.name, email: value.email, phone: value.phone }
}

/**
 * The conversation `raw` holds, or null for anything else: nothing stored, unreadable JSON, another
 * version, a state or message this machine does not know, a conversation that skipped its greeting.
 * Never throws.
 */
export function restoreChat(raw: string | null | undefined): ChatSnapshot | null {
  if (typeof raw !== 'string' || raw.length > MAX_SNAPSHOT_CHARS) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isPlain(parsed) || parsed.v !== CHAT_SNAPSHOT_VERSION || !isState(parsed.state) || !Array.isArray(parsed.messages) || typeof parsed.open !== 'boolean') return null
  const messages = parsed.messages.map(toMessage)
  if (messages.some((message) => message === null)) return null
  // The machine leaves greeting with its first messages and never returns to it.
  if ((parsed.state === 'greeting') !== (messages.length === 0)) return null
  if (!oneOf(VEHICLE_TYPES, parsed.vehicleType) || !oneOf(SERVICE_INTERESTS, parsed.serviceInterest)) return null
  const form = toForm(parsed.form)
  if (!form) return null
  const context: ChatContext = { state: parsed.state, messages: messages as ChatMessage[] }
  if (typeof parsed.vehicleType === 'string') context.vehicleType = parsed.vehicleType
  if (typeof parsed.serviceInterest === 'string') context.serviceInterest = parsed.serviceInterest
  return { context, form, open: parsed.open }
}

/** Nothing worth keeping: the chat was never started and nothing was typed. */
export function isBlankChat({ context, form, open }: ChatSnapshot): boolean {
  return !open && context.messages.length === 0 && !form.name && !form.email && !form.phone
}
