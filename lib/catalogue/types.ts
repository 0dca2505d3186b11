// Types of the catalogue in data/. The JSON Schemas in data/schemas/ describe the
// same shapes for the owner's editor; validate.ts checks the files against them, so
// code can trust these types once the catalogue has been validated (at build start).
import type { DepositSetting } from './deposit'

/** An image shipped in public/; width and height let pages reserve space (no layout shift). */
export interface ImageRef {
  /** Site path, always under /images/, e.g. "/images/services/signature-detail.svg". */
  src: string
  width: number
  height: number
  alt: string
}

/** Page title and meta description. */
export interface Seo {
  title: string
  description: string
}

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

export interface OpeningHours {
  days: DayOfWeek[]
  /** 24-hour "HH:MM". */
  opens: string
  closes: string
}

export interface BusinessPolicies {
  cancellation: string
  weather: string
  deposit: string
}

export interface Business {
  name: string
  tagline: string
  logo: ImageRef
  phone: {
    /** For tel: and sms: links, e.g. "+12815550142". */
    e164: string
    /** For people, e.g. "(281) 555-0142". */
    display: string
  }
  email: string
  /** The scheduler's booking page opened in its popup widget. */
  schedulerUrl: string
  /** Origin the scheduler's script and stylesheet load from (for CSP and test interception). */
  schedulerOrigin: string
  /**
   * Slug of the area the home page "/" speaks of (its own page /{slug} is the same page, with "/"
   * as canonical); the footer names it where the path names no other area.
   */
  homeArea: string
  /** Canonical origin of the site, no trailing slash. */
  siteUrl: string
  /** Base location for LocalBusiness JSON-LD (a mobile business: no street address shown). */
  address: {
    locality: string
    region: string
    postalCode: string
    country: string
  }
  hours: OpeningHours[]
  /** Human sentence about how far the van travels. */
  serviceRadius: string
  /** What the customer must provide on site. */
  requirements: string
  /** Cancellation, weather and deposit policy: booking pages and the prep reminder e-mail. */
  policies?: BusinessPolicies
  /** The deposit the scheduler takes at booking, and its refund window (lib/catalogue/deposit.ts). */
  deposit?: DepositSetting
  /** Where the review request e-mail sends customers (e.g. a Google review link). */
  reviewUrl?: string
  /** Hours after a visit's end before its review request goes out (default 3). */
  reviewRequestDelayHours?: number
  /** Referral credit (lib/catalogue/referral.ts, docs/decisions/158): off unless enabled. */
  referral?: { enabled: boolean; creditAmount: number; monthlyCreditCap: number }
  /** First-visit discount, shown in the discount popup. */
  firstDetailDiscountPercent: number
  priceRange: string
  social?: {
    facebook?: string
    instagram?: string
    google?: string
  }
}

export type VehicleSize = 'Sedan' | 'SUV' | 'XL'

/** A priced package sold in vehicle-size variants. */
export interface BaseService {
  baseId: string
  name: string
  description: string
  image: ImageRef
  /** What the package includes. */
  ingredients: string[]
  /** What the customer has ready before the visit (a water spigot within 100 ft, ...). */
  prep?: string[]
  /** Ids of add-ons the upsell dialog suggests for this package, best first. */
  addOns: string[]
  popular: boolean
}

/** One vehicle size of a base service; this is what goes in the bag. */
export interface Variant {
  /** e.g. "signature-detail-sedan". */
  id: string
  baseId: string
  /** e.g. "Signature Detail (Sedan)". */
  name: string
  vehicle: VehicleSize
  /** Whole US dollars. */
  price: number
  image: ImageRef
}

/** A service sold on its own or as an upsell. */
export interface AddOn {
  id: string
  name: string
  /** An add-on is its own base: equal to its id, so bag items always carry a base. */
  baseId: string
  /** Whole US dollars. */
  price: number
  image: ImageRef
  description: string
  ingredients: string[]
  /** What the customer has ready before the visit, for this add-on. */
  prep?: string[]
}

/** A /services/{slug} page. */
export interface ServicePage {
  slug: string
  /** Label in menus and headings, e.g. "Signature Detail". */
  name: string
  seo: Seo
  /** The page's h1. */
  heading: string
  /** One or two sentences for cards and the services menu. */
  summary: string
  /** Body paragraphs, plain text. */
  description: string[]
  /** "What's included" list. */
  included: string[]
  image: ImageRef
  /** Set when the page sells a base service (its variants are the prices). */
  baseId?: string
  /** Set when the page sells a standalone add-on. */
  addOnId?: string
  /** For quote-only services: a sentence about pricing, e.g. "Packages start at $1,199." Never a $0 price. */
  quoteNote?: string
  /** True when /book/{slug} exists for this service. */
  bookable: boolean
  /** Grouping for menus. */
  category: 'Detailing' | 'Protection' | 'Restoration' | 'Specialty'
}

/** One link of the footer's Book list: a service page, by slug. */
export interface FooterBookLink {
  page: string
  /** The link's text; default the page's name. */
  label?: string
}

export interface Area {
  slug: string
  name: string
  seo: Seo
  heading: string
  /** Intro paragraphs, plain text. */
  intro: string[]
  neighborhoods: string[]
  landmarks: string[]
  zipCodes: string[]
  image: ImageRef
}

export interface FaqEntry {
  id: string
  question: string
  answer: string
  /** Lower-case words or phrases the chat assistant matches in free text. */
  keywords: string[]
  /** Shown on /faq (canned chat-only answers may set false). */
  onFaqPage: boolean
}

export interface Testimonial {
  id: string
  author: string
  /** Area slug, e.g. "fulshear". */
  area: string
  /** 1 to 5. */
  rating: number
  text: string
  /** Service page slug the review is about. */
  service?: string
  /** "YYYY-MM-DD". */
  date: string
}

export interface MembershipTier {
  id: string
  name: string
  /** Whole dollars a member pays per visit, or null (the catalogue check allows one of the two prices). */
  pricePerVisit: number | null
  /** Whole dollars per month, or null: with no price either way the page shows "Request a quote". */
  pricePerMonth: number | null
  summary: string
  perks: string[]
  /** How often the visit happens, e.g. "Every month". */
  frequency: string
  /** The base services (data/services.json baseId) a visit includes. */
  services: string[]
  /** Days from one finished visit to the next one due. */
  intervalDays: number
  featured: boolean
}

/** The membership page's data (spec: membership pricing not shown, so tiers default to quotes). */
export interface Membership {
  intro: string
  tiers: MembershipTier[]
}

/** Rich text as data: rendered as text nodes, so it cannot inject markup. */
export type BlogBlock =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string; cite?: string }

export interface BlogPost {
  slug: string
  title: string
  /** "YYYY-MM-DD". */
  date: string
  author: string
  excerpt: string
  image: ImageRef
  tags: string[]
  body: BlogBlock[]
}

/** Copy of an information page (about, privacy policy...). */
export interface InfoPage {
  /** Route without the leading slash, e.g. "privacy-policy". */
  slug: string
  seo: Seo
  heading: string
  /** May be empty when the page is built from other catalogue data (e.g. /faq). */
  body: BlogBlock[]
  /** "YYYY-MM-DD" for legal pages. */
  updated?: string
}

/** Two photos of one job, before and after (data/gallery.json). */
export interface BeforeAfterPair {
  id: string
  /** Service page slug the job was. */
  service: string
  /** The vehicle as shown, e.g. "2019 Ford F-150". */
  vehicle: string
  caption: string
  before: ImageRef
  after: ImageRef
}

/** Everything in data/ except blog posts. Safe to ship to the browser. */
export interface StaticCatalogue {
  business: Business
  baseServices: BaseService[]
  variants: Variant[]
  addOns: AddOn[]
  servicePages: ServicePage[]
  /** The service pages the footer's Book list links to, in order (service-pages.json). */
  footerBookLinks: FooterBookLink[]
  areas: Area[]
  faq: FaqEntry[]
  testimonials: Testimonial[]
  membership: Membership
  infoPages: InfoPage[]
  /** Before and after pairs, in the owner's order; none in the shipped data (docs/decisions/153). */
  beforeAfter: BeforeAfterPair[]
}

/** The whole catalogue, as loadCatalogue() returns it at prerender time. */
export interface Catalogue extends StaticCatalogue {
  /** Newest first. */
  blogPosts: BlogPost[]
}

/** One thing wrong in the catalogue, printed as one line by formatProblem(). */
export interface CatalogueProblem {
  /** e.g. "data/services.json". */
  file: string
  /** JSON path, e.g. "$.variants[3].price". */
  path: string
  expected: string
  found: string
}
