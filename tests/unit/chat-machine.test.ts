import { describe, expect, it } from 'vitest'
import {
  CHAT_TEXT,
  SERVICE_INTERESTS,
  VEHICLE_TYPES,
  callOrTextOptions,
  initialChat,
  showsTextInput,
  transition,
  type ChatContext,
  type ChatEvent,
  type ChatState,
} from '../../components/engagement/chat/machine'
import { chatConfig, chatStates, run } from '../fixtures/engagement/chat'

const step = (context: ChatContext, event: ChatEvent) => transition(context, event, chatConfig)
const lastText = (context: ChatContext) => context.messages.at(-1)?.text
const phone = chatConfig.phone

describe('chat machine: greeting', () => {
  it('starts in greeting with no messages', () => {
    expect(initialChat()).toEqual({ state: 'greeting', messages: [] })
  })

  it('start -> ask_vehicle_type: greets, then asks for the vehicle with Sedan, SUV, Truck, Other', () => {
    const next = step(initialChat(), { type: 'start' })
    expect(next.state).toBe('ask_vehicle_type')
    expect(next.messages.map((m) => m.type)).toEqual(['bot', 'bot'])
    expect(next.messages[0]!.text).toContain(chatConfig.businessName)
    expect(next.messages[1]!.text).toBe(CHAT_TEXT.askVehicle)
    expect(next.messages[1]!.options?.map((o) => o.value)).toEqual(['Sedan', 'SUV', 'Truck', 'Other'])
  })

  it.each<ChatEvent>([
    { type: 'choose', value: 'SUV' },
    { type: 'text', text: 'hi' },
    { type: 'lead_stored', name: 'x' },
  ])('ignores %o', (event) => {
    const context = initialChat()
    expect(step(context, event)).toBe(context)
  })
})

describe('chat machine: ask_vehicle_type', () => {
  it.each(VEHICLE_TYPES)('choosing %s -> ask_service_interest with the four services', (vehicle) => {
    const next = step(chatStates.askVehicleType, { type: 'choose', value: vehicle })
    expect(next.state).toBe('ask_service_interest')
    expect(next.vehicleType).toBe(vehicle)
    const [user, bot] = next.messages.slice(-2)
    expect(user).toMatchObject({ type: 'user', text: vehicle })
    expect(bot).toMatchObject({ type: 'bot', text: CHAT_TEXT.askService })
    expect(bot!.options?.map((o) => o.value)).toEqual([...SERVICE_INTERESTS])
  })

  it('typing an option name picks it, whatever the case', () => {
    const next = step(chatStates.askVehicleType, { type: 'text', text: '  suv ' })
    expect(next.state).toBe('ask_service_interest')
    expect(next.vehicleType).toBe('SUV')
  })

  it('anything else asks again with the same options and stays', () => {
    const next = step(chatStates.askVehicleType, { type: 'text', text: 'a blue one' })
    expect(next.state).toBe('ask_vehicle_type')
    expect(lastText(next)).toBe(CHAT_TEXT.pickOption)
    expect(next.messages.at(-1)!.options?.map((o) => o.value)).toEqual([...VEHICLE_TYPES])
  })

  it('ignores empty text and form events', () => {
    const context = chatStates.askVehicleType
    expect(step(context, { type: 'text', text: '   ' })).toBe(context)
    expect(step(context, { type: 'lead_failed' })).toBe(context)
  })
})

describe('chat machine: ask_service_interest', () => {
  it.each(['Signature Detail', 'Ceramic Coating', 'Interior Detail'])('choosing %s -> collecting_info with the contact form', (service) => {
    const next = step(chatStates.askServiceInterest, { type: 'choose', value: service })
    expect(next.state).toBe('collecting_info')
    expect(next.serviceInterest).toBe(service)
    expect(next.vehicleType).toBe('SUV')
    expect(next.messages.at(-1)).toMatchObject({ type: 'bot', inputType: 'form', state: 'collecting_info' })
  })

  it('choosing Exploring -> faq_fallback, offering to call or text the business number', () => {
    const next = step(chatStates.askServiceInterest, { type: 'choose', value: 'Exploring' })
    expect(next.state).toBe('faq_fallback')
    expect(lastText(next)).toBe(CHAT_TEXT.fallback(phone.display))
    expect(next.messages.at(-1)!.options).toEqual(callOrTextOptions(phone))
    expect(callOrTextOptions(phone).map((o) => o.value)).toEqual([`tel:${phone.e164}`, `sms:${phone.e164}`])
  })

  it('an unknown choice asks again', () => {
    const next = step(chatStates.askServiceInterest, { type: 'choose', value: 'Rocket polish' })
    expect(next.state).toBe('ask_service_interest')
    expect(lastText(next)).toBe(CHAT_TEXT.pickOption)
  })
})

describe('chat machine: faq_fallback', () => {
  it('answers a known question by keyword and stays', () => {
    const next = step(chatStates.faqFallback, { type: 'text', text: 'How much is the Signature Detail?' })
    expect(next.state).toBe('faq_fallback')
    expect(next.messages.at(-2)).toMatchObject({ type: 'user', text: 'How much is the Signature Detail?' })
    expect(lastText(next)).toContain('$349')
  })

  it('suggests services or pricing (and the phone) for unknown input', () => {
    const next = step(chatStates.faqFallback, { type: 'text', text: 'Tell me a joke' })
    expect(lastText(next)).toBe(CHAT_TEXT.unknown(phone.display))
    expect(lastText(next)).toMatch(/services or pricing/)
  })

  it('ignores option choices and empty text', () => {
    const context = chatStates.faqFallback
    expect(step(context, { type: 'choose', value: 'Sedan' })).toBe(context)
    expect(step(context, { type: 'text', text: '' })).toBe(context)
  })
})

describe('chat machine: collecting_info', () => {
  it('answers free-text questions by keyword and stays', () => {
    const next = step(chatStates.collectingInfo, { type: 'text', text: 'Do you need water?' })
    expect(next.state).toBe('collecting_info')
    expect(lastText(next)).toMatch(/water spigot and a standard electrical outlet/)
  })

  it('missing name or e-mail -> "Please make sure to fill out your name and email"', () => {
    const next = step(chatStates.collectingInfo, { type: 'lead_incomplete' })
    expect(next.state).toBe('collecting_info')
    expect(lastText(next)).toBe('Please make sure to fill out your name and email')
  })

  it('failed insert -> the retry message, still collecting', () => {
    const next = step(chatStates.collectingInfo, { type: 'lead_failed' })
    expect(next.state).toBe('collecting_info')
    expect(lastText(next)).toBe('Sorry, there was an issue submitting your request. Please try again.')
  })

  it('a phone that is not one -> its own message, still collecting', () => {
    const next = step(chatStates.collectingInfo, { type: 'lead_bad_phone' })
    expect(next.state).toBe('collecting_info')
    expect(lastText(next)).toBe(CHAT_TEXT.badPhone)
  })

  it('the same address within the repeat window -> "we already have your request", still collecting', () => {
    const next = step(chatStates.collectingInfo, { type: 'lead_repeat' })
    expect(next.state).toBe('collecting_info')
    expect(lastText(next)).toBe(CHAT_TEXT.repeat)
  })

  it('user text is kept exactly as typed, markup and all (the view renders it as text)', () => {
    const hostile = '<img src=x onerror=window.__xss=1>'
    const next = step(chatStates.faqFallback, { type: 'text', text: hostile })
    expect(next.messages.at(-2)).toMatchObject({ type: 'user', text: hostile })
    const thanks = step(chatStates.collectingInfo, { type: 'lead_stored', name: hostile })
    expect(lastText(thanks)).toBe(CHAT_TEXT.stored(hostile))
  })

  it('stored -> completed, thanking the visitor by name', () => {
    const next = step(chatStates.collectingInfo, { type: 'lead_stored', name: ' Jane ' })
    expect(next.state).toBe('completed')
    expect(lastText(next)).toBe(CHAT_TEXT.stored('Jane'))
  })
})

describe('chat machine: completed', () => {
  it.each<ChatEvent>([
    { type: 'start' },
    { type: 'text', text: 'price?' },
    { type: 'choose', value: 'SUV' },
    { type: 'lead_failed' },
    { type: 'lead_repeat' },
    { type: 'lead_bad_phone' },
    { type: 'lead_stored', name: 'x' },
  ])('ignores %o', (event) => {
    expect(step(chatStates.completed, event)).toBe(chatStates.completed)
  })
})

describe('chat machine: messages and input', () => {
  it('numbers messages in order and tags each with its state', () => {
    const context = run({ type: 'start' }, { type: 'choose', value: 'Sedan' }, { type: 'choose', value: 'Exploring' }, { type: 'text', text: 'ceramic?' })
    expect(context.messages.map((m) => m.id)).toEqual(context.messages.map((_, i) => i))
    expect(context.messages.at(-1)!.state).toBe('faq_fallback')
  })

  it('never mutates the context it is given', () => {
    const before = structuredClone(chatStates.collectingInfo)
    step(chatStates.collectingInfo, { type: 'lead_stored', name: 'Jane' })
    expect(chatStates.collectingInfo).toEqual(before)
  })

  it.each<[ChatState, boolean]>([
    ['greeting', true],
    ['ask_vehicle_type', true],
    ['ask_service_interest', true],
    ['faq_fallback', true],
    ['collecting_info', false],
    ['completed', false],
  ])('text input shown in %s: %s', (state, shown) => {
    expect(showsTextInput(state)).toBe(shown)
  })
})
