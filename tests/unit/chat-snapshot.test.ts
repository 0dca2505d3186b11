import { describe, expect, it } from 'vitest'
import { CHAT_OPEN_KEY } from '../../components/engagement/chat/chat-open'
import { CHAT_SESSION_KEY, createChatSession } from '../../components/engagement/chat/chat-session'
import { CHAT_SNAPSHOT_VERSION, MAX_SNAPSHOT_CHARS, isBlankChat, restoreChat, serializeChat, type ChatSnapshot } from '../../components/engagement/chat/chat-snapshot'
import { EMPTY_LEAD_FORM } from '../../components/engagement/chat/lead'
import { initialChat, transition } from '../../components/engagement/chat/machine'
import { chatConfig, chatStates, run, sampleLead } from '../fixtures/engagement/chat'
import { FlakyStorage } from '../fixtures/storage/flaky-storage'

const snapshot = (overrides: Partial<ChatSnapshot> = {}): ChatSnapshot => ({
  context: chatStates.collectingInfo,
  form: { name: sampleLead.name, email: 'jane@', phone: '' },
  open: true,
  ...overrides,
})

/** The stored JSON of a valid snapshot, changed by `edit`: what a tampering hand or an old deploy leaves. */
const tampered = (edit: (stored: Record<string, unknown>) => void) => {
  const stored = JSON.parse(serializeChat(snapshot())) as Record<string, unknown>
  edit(stored)
  return JSON.stringify(stored)
}
const firstMessage = (stored: Record<string, unknown>) => (stored.messages as Record<string, unknown>[])[0]!

describe('chat snapshot: round trip', () => {
  it.each(Object.entries(chatStates).filter(([name]) => name !== 'greeting'))('%s comes back as it was, open or closed', (_name, context) => {
    for (const open of [true, false]) {
      const original = snapshot({ context, open })
      expect(restoreChat(serializeChat(original))).toEqual(original)
    }
  })

  it('keeps free-text answers, the choices made and what was typed in the form, odd characters included', () => {
    const context = run({ type: 'start' }, { type: 'choose', value: 'Sedan' }, { type: 'choose', value: 'Exploring' }, { type: 'text', text: 'Do you serve "Fulshear"? \u2028 <b>é</b>' })
    const form = { name: 'Zoë \u0000 O\u2019Brien', email: 'zoe@example.com', phone: '+1 (281) 555-0199' }
    const back = restoreChat(serializeChat({ context, form, open: false }))
    expect(back).toEqual({ context, form, open: false })
    expect(back!.context.vehicleType).toBe('Sedan')
    expect(back!.context.serviceInterest).toBe('Exploring')
  })

  it('a restored conversation goes on where it stopped: the next message gets the next id', () => {
    const back = restoreChat(serializeChat(snapshot({ context: chatStates.faqFallback })))!
    const next = transition(back.context, { type: 'text', text: 'How much is the Signature Detail?' }, chatConfig)
    expect(next.messages.map((m) => m.id)).toEqual(next.messages.map((_m, index) => index))
    expect(next.messages.at(-1)!.text).toMatch(/\$349/)
  })

  it('writes its version, so a later shape can tell it apart', () => {
    expect(JSON.parse(serializeChat(snapshot()))).toMatchObject({ v: CHAT_SNAPSHOT_VERSION })
  })
})

describe('chat snapshot: anything else starts a fresh chat', () => {
  const refused: [string, string | null | undefined][] = [
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['broken JSON', '{"v":1,"state":'],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
    ['an older version', tampered((s) => (s.v = 0))],
    ['a newer version', tampered((s) => (s.v = CHAT_SNAPSHOT_VERSION + 1))],
    ['no version', tampered((s) => delete s.v)],
    ['an unknown state', tampered((s) => (s.state = 'asking_for_money'))],
    ['messages that are not a list', tampered((s) => (s.messages = { 0: 'hi' }))],
    ['a message with a skipped id', tampered((s) => (firstMessage(s).id = 7))],
    ['a message id as text', tampered((s) => (firstMessage(s).id = '0'))],
    ['a message from a third party', tampered((s) => (firstMessage(s).type = 'system'))],
    ['a message without text', tampered((s) => delete firstMessage(s).text)],
    ['a message in an unknown state', tampered((s) => (firstMessage(s).state = 'nope'))],
    ['options that are not a list', tampered((s) => (firstMessage(s).options = 'Sedan'))],
    ['an option without a value', tampered((s) => (firstMessage(s).options = [{ text: 'Sedan' }]))],
    ['an unknown input type', tampered((s) => (firstMessage(s).inputType = 'file'))],
    ['a message that is not an object', tampered((s) => ((s.messages as unknown[])[0] = 'hi'))],
    ['greeting with messages', tampered((s) => (s.state = 'greeting'))],
    ['a later state without messages', tampered((s) => (s.messages = []))],
    ['a vehicle type the machine never offers', tampered((s) => (s.vehicleType = 'Spaceship'))],
    ['a service the machine never offers', tampered((s) => (s.serviceInterest = 42))],
    ['no form', tampered((s) => delete s.form)],
    ['a form field that is not text', tampered((s) => ((s.form as Record<string, unknown>).phone = null))],
    ['no open flag', tampered((s) => delete s.open)],
    ['an open flag as text', tampered((s) => (s.open = 'true'))],
    ['more than the site could have written', serializeChat(snapshot()).replace('"open":true', `"open":true,"pad":"${'x'.repeat(MAX_SNAPSHOT_CHARS)}"`)],
  ]

  it.each(refused)('%s', (_why, raw) => {
    expect(restoreChat(raw)).toBeNull()
  })

  it('never throws on any cut of a valid snapshot, and only the whole one restores', () => {
    const raw = serializeChat(snapshot({ context: chatStates.completed }))
    for (let end = 0; end < raw.length; end++) expect(restoreChat(raw.slice(0, end))).toBeNull()
    expect(restoreChat(raw)).not.toBeNull()
  })

  it('ignores fields it does not know (they are not copied into the conversation)', () => {
    const back = restoreChat(tampered((s) => ((s.extra = 1), (firstMessage(s).html = '<img onerror=x>'))))
    expect(back).not.toBeNull()
    expect(back!.context.messages[0]).not.toHaveProperty('html')
  })
})

describe('isBlankChat', () => {
  it('a chat never started, closed, nothing typed is blank; anything else is not', () => {
    expect(isBlankChat({ context: initialChat(), form: EMPTY_LEAD_FORM, open: false })).toBe(true)
    expect(isBlankChat({ context: initialChat(), form: EMPTY_LEAD_FORM, open: true })).toBe(false)
    expect(isBlankChat({ context: chatStates.askVehicleType, form: EMPTY_LEAD_FORM, open: false })).toBe(false)
    expect(isBlankChat({ context: initialChat(), form: { ...EMPTY_LEAD_FORM, phone: '1' }, open: false })).toBe(false)
  })
})

describe('chat session (sessionStorage)', () => {
  it('the next page of the tab reads what this page saved; the open flag follows the panel', () => {
    const tab = new FlakyStorage()
    const open = snapshot({ open: true })
    createChatSession(() => tab).save(open)
    expect(tab.data.get(CHAT_OPEN_KEY)).toBe('1')
    expect(createChatSession(() => tab).load()).toEqual(open)

    createChatSession(() => tab).save(snapshot({ open: false }))
    expect(tab.data.has(CHAT_OPEN_KEY)).toBe(false)
    expect(createChatSession(() => tab).load()).toEqual(snapshot({ open: false }))
  })

  it('a new tab (empty storage) starts fresh', () => {
    expect(createChatSession(() => new FlakyStorage()).load()).toBeNull()
  })

  it('a blank chat stores nothing and removes what was there', () => {
    const tab = new FlakyStorage()
    const session = createChatSession(() => tab)
    session.save(snapshot())
    session.save({ context: initialChat(), form: EMPTY_LEAD_FORM, open: false })
    expect([...tab.data.keys()]).toEqual([])
  })

  it('unreadable data is removed, open flag included, and the chat starts fresh', () => {
    const tab = new FlakyStorage()
    tab.data.set(CHAT_SESSION_KEY, '{"v":1,"state":"greet')
    tab.data.set(CHAT_OPEN_KEY, '1')
    expect(createChatSession(() => tab).load()).toBeNull()
    expect([...tab.data.keys()]).toEqual([])
  })

  it('an open flag without a conversation is removed (it would wake the chat for nothing)', () => {
    const tab = new FlakyStorage()
    tab.data.set(CHAT_OPEN_KEY, '1')
    expect(createChatSession(() => tab).load()).toBeNull()
    expect(tab.data.has(CHAT_OPEN_KEY)).toBe(false)
  })

  it('denied storage: nothing throws, the conversation lasts for the page', () => {
    const tab = new FlakyStorage()
    tab.mode = 'denied'
    const session = createChatSession(() => tab)
    expect(session.load()).toBeNull()
    expect(() => session.save(snapshot())).not.toThrow()
    expect(session.load()).toEqual(snapshot())
    expect(() => session.clear()).not.toThrow()
    // The storage getter itself throwing (window.sessionStorage in a sandboxed frame).
    const blocked = createChatSession(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(blocked.load()).toBeNull()
    expect(() => blocked.save(snapshot())).not.toThrow()
  })

  it('full storage: the write is refused without an error and the older stored copy is not what this page reads', () => {
    const tab = new FlakyStorage()
    const session = createChatSession(() => tab)
    session.save(snapshot({ context: chatStates.askVehicleType }))
    tab.mode = 'full'
    expect(() => session.save(snapshot({ context: chatStates.faqFallback }))).not.toThrow()
    expect(session.load()?.context).toEqual(chatStates.faqFallback)
  })

  it('no storage at all (prerender, server): nothing throws', () => {
    const session = createChatSession(() => undefined)
    expect(session.load()).toBeNull()
    expect(() => session.save(snapshot())).not.toThrow()
  })
})
