// The page's opt-in to cross-document view transitions (docs/decisions/113-document-navigation.md).
// It is written into every page's <head> as a tiny <style>, not kept in the site's stylesheet:
// Chromium reads the opt-in when the parser inserts <body> (ViewTransitionSupplement::WillInsertBody
// in third_party/blink/renderer/core/view_transition/view_transition_supplement.cc) and checks it at
// the first frame, before that frame's style update. A stylesheet still on its way when <body>
// arrives leaves the opt-in off: the transition is skipped and Chromium rejects a promise of a
// ViewTransition no script can reach, an unhandled InvalidStateError ("ViewTransition opt-in
// disabled"). Inline, the rule is in the document before its body, however the stylesheet travels.
//
// Under reduced motion there is no transition: the next page simply replaces this one.

export const VIEW_TRANSITION_OPT_IN_CSS = '@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }'

/**
 * The CSP source that lets exactly that <style> element apply (style-src-elem; build/security-headers.ts):
 * the base64 SHA-256 of its text. tests/unit/view-transition-opt-in.test.ts recomputes it, so
 * editing the rule without the hash fails there, not silently in browsers.
 */
export const VIEW_TRANSITION_OPT_IN_CSP_SOURCE = "'sha256-HZ4rB03Xrq48TXRrshZ0A/rzCbrI8O6Hcrjxi45i7Q8='"
