// The contact popup as the site mounts it (lazily, on first use), with the business's name and
// links from the layout (data/business.json through lib/catalogue/catalogue.server.ts).
import { ContactPopup } from './ContactPopup'
import type { ContactLink } from '../../../lib/catalogue/contact-links'

export interface SiteContactPopupProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  businessName: string
  links: ContactLink[]
}

export default function SiteContactPopup({ open, onOpenChange, businessName, links }: SiteContactPopupProps) {
  return <ContactPopup open={open} onOpenChange={onOpenChange} businessName={businessName} links={links} />
}
