// The contact popup as the site mounts it (lazily, on first use), with data/business.json.
import { business } from '../../lib/catalogue/catalogue'
import { ContactPopup } from './ContactPopup'
import { contactLinks } from '../../lib/catalogue/contact-links'

const links = contactLinks(business)

export default function SiteContactPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return <ContactPopup open={open} onOpenChange={onOpenChange} businessName={business.name} links={links} />
}
