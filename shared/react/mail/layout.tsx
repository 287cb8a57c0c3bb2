import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { SITE } from '@publisher/shared/site';

/*
 * The frame every mail of the site shares (the shop's and Get Notified's: one kit, decision 133):
 * the site's name, one readable column (max 560 px), system fonts, dark text on white (contrast
 * above 12:1), links underlined, and the legal line. Inline styles only: mail clients drop
 * <style> blocks and external CSS.
 */

export const colors = { ink: '#1f2328', muted: '#57606a', line: '#d8dee4', accent: '#7a3b12', paper: '#f6f4ef' };
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji'";

export const text = { color: colors.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' } as const;
export const small = { ...text, color: colors.muted, fontSize: '14px', lineHeight: '20px' } as const;
export const link = { color: colors.accent, textDecoration: 'underline' } as const;
export const heading1 = { ...text, fontSize: '24px', lineHeight: '32px', fontWeight: 700 } as const;
export const heading2 = { ...text, fontSize: '18px', fontWeight: 700, margin: '24px 0 8px' } as const;
/** A mail's one call to action. */
export const button = {
  backgroundColor: colors.accent,
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
} as const;

/** The frame's own words, in the mail's language. */
export const LAYOUT_TEXT = {
  questions: 'Questions? Reply to this e-mail or write to',
  company: 'company',
};
export type LayoutText = { [K in keyof typeof LAYOUT_TEXT]: string };

export function MailLayout(props: {
  preview: string;
  site: string;
  children: ReactNode;
  /** The mail's language (an Italian order's mail: "it"); English when absent. */
  lang?: string;
  words?: LayoutText;
}) {
  const words = props.words ?? LAYOUT_TEXT;
  return (
    <Html lang={props.lang ?? 'en'} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{props.preview}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.paper, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.line}`,
            borderRadius: '8px',
            maxWidth: '560px',
            padding: '32px 32px 24px',
          }}
        >
          <Section>
            <Link
              href={props.site}
              style={{
                color: colors.accent,
                fontSize: '20px',
                fontWeight: 700,
                letterSpacing: '0.5px',
                textDecoration: 'none',
              }}
            >
              {SITE.name}
            </Link>
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '16px 0 24px' }} />
          {props.children}
          <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
          <Text style={small}>
            {words.questions}{' '}
            <Link href={`mailto:${SITE.email}`} style={link}>
              {SITE.email}
            </Link>
            .
          </Text>
          <Text style={{ ...small, fontSize: '12px', margin: 0 }}>
            {SITE.legalName}, {words.company} {SITE.companyNumber}, {SITE.registeredOffice}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
