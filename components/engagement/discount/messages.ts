/** The product's wording, word for word: change none of it. */
export const DISCOUNT_MESSAGES = {
  invalid: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  duplicate: { title: 'Already Subscribed!', description: 'This email address is already on our list. Thanks for being a fan!' },
  failed: { title: 'Submission Failed', description: "We couldn't process your request. Please check your connection and try again." },
  success: 'Your 10% discount code is on its way. Check your inbox!',
  /** The refusal of the same address within a minute (components/engagement/lead-guard.ts, docs/decisions/144-bot-proof-forms.md). */
  repeat: { title: 'Already Sent', description: 'We sent your discount to this address less than a minute ago. Please check your inbox.' },
} as const
