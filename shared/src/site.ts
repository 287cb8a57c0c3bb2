/**
 * Publisher facts shown in the shell and the remotes. One place, so the legal line, the
 * contact address and the social profiles cannot drift apart between teams.
 */
export const SITE = {
  name: 'Ashgrove Press',
  legalName: 'Ashgrove Press Ltd',
  companyNumber: '14829301',
  registeredOffice: '71-75 Shelton Street, Covent Garden, London WC2H 9JQ, United Kingdom',
  email: 'hello@ashgrovepress.co.uk',
  phone: '+44 20 3868 4120',
  whatsapp: 'https://wa.me/442038684120',
  origin: 'https://ashgrovepress.co.uk',
} as const;

export const SOCIAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'WhatsApp', href: 'https://wa.me/442038684120' },
  { label: 'X', href: 'https://x.com/ashgrovepress' },
  { label: 'Instagram', href: 'https://www.instagram.com/ashgrovepress' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@ashgrovepress' },
  { label: 'YouTube', href: 'https://www.youtube.com/@ashgrovepress' },
  { label: 'Google', href: 'https://g.page/ashgrovepress' },
  { label: 'Pinterest', href: 'https://www.pinterest.co.uk/ashgrovepress' },
  { label: 'Mastodon', href: 'https://mastodon.social/@ashgrovepress' },
  { label: 'Bluesky', href: 'https://bsky.app/profile/ashgrovepress.co.uk' },
];
