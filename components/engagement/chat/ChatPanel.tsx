import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { button, input } from 'styled-system/recipes'
import { Field } from '../../ui/field'
import { HoneypotField, readHoneypot } from '../../ui/honeypot-field'
import { TurnstileWidget } from '../../ui/TurnstileWidget'
import { chatCaptcha } from './lead-captcha'
import { SubmitButton } from '../../ui/submit-button'
import { showsTextInput, type ChatMessage } from './machine'
import type { ChatController } from './use-chat'

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', minH: '0', flex: '1' }),
  log: stack({ flex: '1', overflowY: 'auto', gap: '3', p: '4', bg: 'bg.subtle' }),
  bubble: css({ maxW: '85%', px: '3', py: '2', borderRadius: 'lg', fontSize: 'sm', lineHeight: '1.5', whiteSpace: 'pre-wrap' }),
  bot: css({ alignSelf: 'flex-start', bg: 'bg.surface', color: 'fg.default', borderWidth: '1px', borderColor: 'border.subtle' }),
  user: css({ alignSelf: 'flex-end', bg: 'brand.default', color: 'fg.inverted' }),
  options: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' }),
  typing: css({ alignSelf: 'flex-start', display: 'flex', gap: '1', px: '3', py: '3', borderRadius: 'lg', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle' }),
  dot: css({ w: '2', h: '2', borderRadius: 'full', bg: 'fg.muted', animation: 'fadeIn 0.6s ease-in-out infinite alternate' }),
  footer: css({ borderTopWidth: '1px', borderColor: 'border.default', p: '3', bg: 'bg.surface' }),
  inputRow: css({ display: 'flex', gap: '2' }),
  input: cx(input(), css({ flex: '1', minW: '0', w: 'auto' })),
  form: css({ display: 'grid', gap: '3' }),
  hint: css({ color: 'fg.muted', fontWeight: 'normal' }),
}

function isLink(value: string) {
  return /^(tel|sms|mailto):/.test(value)
}

export interface ChatPanelProps {
  chat: ChatController
}

/** The conversation, the options, the contact form and the text input. Keyboard-only usable. */
export function ChatPanel({ chat }: ChatPanelProps) {
  const { state, messages, typing, dispatch } = chat
  const textRef = useRef<HTMLInputElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [text, setText] = useState('')
  const inputId = useId()
  const last = messages[messages.length - 1]
  const formShown = state === 'collecting_info' && messages.some((m) => m.inputType === 'form')

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length, typing])

  // Focus follows the conversation: option buttons and the text input unmount as the state
  // changes, so focus moves to whatever the visitor needs next instead of falling to <body>.
  useEffect(() => {
    const active = document.activeElement
    if (formShown) {
      if (!nameRef.current?.form?.contains(active)) nameRef.current?.focus()
    } else if (typing) {
      return
    } else if (state === 'completed') {
      doneRef.current?.focus()
    } else if (!active || active === document.body || !panelRef.current?.contains(active)) {
      textRef.current?.focus()
    }
  }, [state, typing, formShown])

  const choose = (value: string) => {
    dispatch({ type: 'choose', value })
    textRef.current?.focus()
  }

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    dispatch({ type: 'text', text })
    setText('')
  }

  return (
    <div ref={panelRef} className={styles.root} data-chat-panel="">
      <div ref={logRef} role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation" className={styles.log} tabIndex={0}>
        {messages.map((message) => (
          <MessageView key={message.id} message={message} interactive={message === last && !typing} onChoose={choose} />
        ))}
        {typing ? (
          <div className={styles.typing} aria-hidden="true" data-testid="chat-typing">
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </div>
        ) : null}
      </div>
      {formShown ? (
        <div className={styles.footer}>
          <ContactForm chat={chat} nameRef={nameRef} />
        </div>
      ) : null}
      {state === 'completed' && !typing ? (
        <p ref={doneRef} tabIndex={-1} className={cx(styles.footer, css({ fontSize: 'sm', color: 'fg.muted', outline: 'none' }))}>
          Thanks for reaching out. You can close this chat now.
        </p>
      ) : null}
      {showsTextInput(state) ? (
        <form className={styles.footer} onSubmit={send}>
          <div className={styles.inputRow}>
            <label htmlFor={inputId} className={css({ srOnly: true })}>
              Type your message
            </label>
            <input
              ref={textRef}
              id={inputId}
              className={styles.input}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Ask about services or pricing…"
              autoComplete="off"
              maxLength={500}
            />
            <button type="submit" className={button({ variant: 'solid', size: 'md' })}>
              Send
            </button>
          </div>
        </form>
      ) : null}
    </div>
  )
}

function MessageView({ message, interactive, onChoose }: { message: ChatMessage; interactive: boolean; onChoose: (value: string) => void }) {
  const links = message.options?.filter((o) => isLink(o.value)) ?? []
  const choices = message.options?.filter((o) => !isLink(o.value)) ?? []
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: message.type === 'bot' ? 'flex-start' : 'flex-end' })}>
      <p className={cx(styles.bubble, message.type === 'bot' ? styles.bot : styles.user)}>
        <span className={css({ srOnly: true })}>{message.type === 'bot' ? 'Assistant: ' : 'You: '}</span>
        {message.text}
      </p>
      {links.length > 0 ? (
        <div className={styles.options}>
          {links.map((option) => (
            <a key={option.value} href={option.value} className={button({ variant: 'outline', size: 'sm' })}>
              {option.text}
            </a>
          ))}
        </div>
      ) : null}
      {interactive && choices.length > 0 ? (
        <div className={styles.options} role="group" aria-label="Choose one">
          {choices.map((option) => (
            <button key={option.value} type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => onChoose(option.value)}>
              {option.text}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

function ContactForm({ chat, nameRef }: { chat: ChatController; nameRef: React.RefObject<HTMLInputElement | null> }) {
  const { form, setForm, submitting, submitForm } = chat
  const id = useId()
  const field = (key: keyof typeof form) => ({
    name: key,
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value }),
    readOnly: submitting,
  })
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Your contact details"
      onSubmit={(e) => {
        e.preventDefault()
        void submitForm(readHoneypot(e.currentTarget))
      }}
    >
      <HoneypotField id={`${id}-website`} />
      {chatCaptcha ? <TurnstileWidget tokens={chatCaptcha} action="chat" /> : null}
      <Field size="sm" label="Name" ref={nameRef} {...field('name')} autoComplete="name" maxLength={100} aria-required="true" />
      <Field size="sm" label="Email" {...field('email')} type="email" autoComplete="email" maxLength={254} aria-required="true" />
      <Field
        size="sm"
        label={
          <>
            Phone <span className={styles.hint}>(optional)</span>
          </>
        }
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        maxLength={30}
      />
      <SubmitButton pending={submitting} pendingLabel="Sending…" focusableWhilePending>
        Send request
      </SubmitButton>
    </form>
  )
}
