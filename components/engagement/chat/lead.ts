import type { LeadForm } from './chat-conversation'
import type { FormGuard, FormGuardFields } from '../../../lib/form-guard'
import type { TablesInsert } from '../../../lib/supabase/database.types'

/** The columns of a chatbot_leads row the site sends (anon may insert these and nothing else). */
export type ChatLead = Required<Pick<TablesInsert<'chatbot_leads'>, 'name' | 'email' | 'phone' | 'vehicle_type' | 'service_interest'>>

export type { LeadForm }

export const EMPTY_LEAD_FORM: LeadForm = { name: '', email: '', phone: '' }

export interface ChatLeadClient {
  from(table: 'chatbot_leads'): { insert(row: ChatLead & Partial<FormGuardFields>): PromiseLike<{ error: unknown }> }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/**
 * The database's chatbot_leads_phone_shape: digits, spaces and + ( ) . - only, 7 to 30 of them.
 * ASCII whitespace only, as Postgres's [:space:] has it: JS's \s would also let a no-break space
 * through, which the database refuses, and the visitor would be told to "try again" for ever.
 */
const PHONE = /^[0-9+(). \t\n\r\f\v-]{7,30}$/

/**
 * Postgres text cannot hold U+0000 (22P05): a pasted NUL would make every retry fail. It is the
 * one character dropped; everything else is stored as typed.
 */
const storable = (text: string) => text.replaceAll('\u0000', '')

/** Why a form cannot be sent yet; each has its own bot message. */
export type LeadProblem = 'incomplete' | 'phone'

export type LeadCheck = { ok: true; lead: ChatLead } | { ok: false; problem: LeadProblem }

/**
 * The contact step's rules: name and e-mail required (the e-mail must look like one), phone optional. A phone the
 * database would refuse is caught here, so the visitor reads what to fix instead of a generic
 * failure that no retry could cure.
 */
export function checkChatLead(form: LeadForm, vehicleType: string | undefined, serviceInterest: string | undefined): LeadCheck {
  const name = storable(form.name).trim()
  const email = storable(form.email).trim()
  const phone = storable(form.phone).trim()
  if (!name || !email || !EMAIL.test(email)) return { ok: false, problem: 'incomplete' }
  if (phone && !PHONE.test(phone)) return { ok: false, problem: 'phone' }
  return {
    ok: true,
    lead: { name, email, phone: phone || null, vehicle_type: vehicleType ?? '', service_interest: serviceInterest ?? '' },
  }
}

/** The contact step's rules in one call: the row to insert, or undefined while name or e-mail is missing or malformed. */
export function toChatLead(form: LeadForm, vehicleType: string | undefined, serviceInterest: string | undefined): ChatLead | undefined {
  const check = checkChatLead(form, vehicleType, serviceInterest)
  return check.ok ? check.lead : undefined
}

/** stored: in chatbot_leads. repeat: the database already has this address from the last minute. failed: try again. */
export type ChatLeadOutcome = 'stored' | 'repeat' | 'failed'

/** Postgres unique_violation; for chatbot_leads it means "the same address within the repeat window". */
const REPEAT = '23505'

/**
 * Inserts the lead without reading it back (anon may insert, never select), with the form
 * ticket the database asks of every lead when a guard is given (docs/decisions/144-bot-proof-forms.md).
 */
export async function insertChatLead(lead: ChatLead, getClient: () => Promise<ChatLeadClient>, guard?: FormGuard): Promise<ChatLeadOutcome> {
  try {
    const fields = guard ? await guard.fields('') : {}
    const client = await getClient()
    const { error } = await client.from('chatbot_leads').insert({ ...lead, ...fields })
    if (!error) return 'stored'
    return (error as { code?: unknown }).code === REPEAT ? 'repeat' : 'failed'
  } catch {
    return 'failed'
  }
}
