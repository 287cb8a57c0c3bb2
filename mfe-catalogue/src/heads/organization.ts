import { SITE, SOCIAL_LINKS } from '@publisher/shared/site';

/**
 * The registered office as a schema.org PostalAddress. SITE keeps it as one display line; a
 * test checks every part below still appears in that line, so the two cannot drift apart.
 */
export const REGISTERED_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: '71-75 Shelton Street, Covent Garden',
  addressLocality: 'London',
  postalCode: 'WC2H 9JQ',
  addressCountry: 'GB',
} as const;

/**
 * The home page's Organization (the @id a book's publisherRef names, urls.ts). sameAs lists the public profiles; the WhatsApp link is a chat,
 * not a profile, so it is given as the contact telephone instead.
 */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE.name,
    legalName: SITE.legalName,
    url: `${origin}/`,
    logo: `${origin}/logo.png`,
    email: SITE.email,
    telephone: SITE.phone,
    identifier: { '@type': 'PropertyValue', propertyID: 'UK Companies House number', value: SITE.companyNumber },
    address: REGISTERED_ADDRESS,
    sameAs: SOCIAL_LINKS.filter((link) => link.label !== 'WhatsApp').map((link) => link.href),
  };
}
