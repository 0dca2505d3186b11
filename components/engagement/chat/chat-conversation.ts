// What a chat conversation is made of, as data: the chat's machine (machine.ts) produces it and
// the stored snapshot (chat-snapshot.ts) checks it. Kept apart from the machine because the
// engagement region must tell a restorable conversation from a corrupt one before the chat's
// code loads (docs/decisions/130-chat-survives-page-changes.md).

export type ChatState = 'greeting' | 'ask_vehicle_type' | 'ask_service_interest' | 'collecting_info' | 'faq_fallback' | 'completed'

export interface ChatOption {
  text: string
  /** The choice's value; tel:/sms:/mailto: values are links, not choices. */
  value: string
}

/** One message of the chat transcript. */
export interface ChatMessage {
  id: number
  type: 'bot' | 'user'
  text: string
  /** The state the conversation was in when the message was added. */
  state: ChatState
  options?: ChatOption[]
  /** "form": the contact form is shown under this message. */
  inputType?: 'form'
}

export interface ChatContext {
  state: ChatState
  messages: ChatMessage[]
  vehicleType?: string
  serviceInterest?: string
}

export const VEHICLE_TYPES = ['Sedan', 'SUV', 'Truck', 'Other'] as const
export const SERVICE_INTERESTS = ['Signature Detail', 'Ceramic Coating', 'Interior Detail', 'Exploring'] as const

/** What the visitor typed into the contact form; kept as typed so a failed submit can be retried. */
export interface LeadForm {
  name: string
  email: string
  phone: string
}
