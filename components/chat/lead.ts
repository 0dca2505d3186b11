/** A row of chatbot_leads (spec 3 and 7). */
export interface ChatLead {
  name: string
  email: string
  phone: string | null
  vehicle_type: string
  service_interest: string
}

/** What the visitor typed into the contact form; kept as typed so a failed submit can be retried. */
export interface LeadForm {
  name: string
  email: string
  phone: string
}

export const EMPTY_LEAD_FORM: LeadForm = { name: '', email: '', phone: '' }

export interface ChatLeadClient {
  from(table: 'chatbot_leads'): { insert(row: ChatLead): PromiseLike<{ error: unknown }> }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Spec 5: name and e-mail required (the e-mail must look like one), phone optional. Undefined when incomplete. */
export function toChatLead(form: LeadForm, vehicleType: string | undefined, serviceInterest: string | undefined): ChatLead | undefined {
  const name = form.name.trim()
  const email = form.email.trim()
  if (!name || !email || !EMAIL.test(email)) return undefined
  return {
    name,
    email,
    phone: form.phone.trim() || null,
    vehicle_type: vehicleType ?? '',
    service_interest: serviceInterest ?? '',
  }
}

/** Inserts the lead without reading it back (anon may insert, never select). True when stored. */
export async function insertChatLead(lead: ChatLead, getClient: () => Promise<ChatLeadClient>): Promise<boolean> {
  try {
    const client = await getClient()
    const { error } = await client.from('chatbot_leads').insert(lead)
    return !error
  } catch {
    return false
  }
}
