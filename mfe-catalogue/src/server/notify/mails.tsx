import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { MailLayout, button, heading1, link, small, text } from '@publisher/shared-react/mail/layout';

/*
 * The two mails of "Get Notified" (decision 124): the confirmation asked of a new address (the
 * only mail it gets until it confirms), and the one mail per item when it goes live, with its
 * one-click unsubscribe link.
 */

export const NOTIFY_MAIL = {
  confirmSubject: 'Please confirm: updates from Ashgrove Press',
  confirmHeading: 'Confirm your e-mail address',
  confirmIntro: (what: string) => `Someone, we hope you, asked us to e-mail this address about: ${what}.`,
  confirmButton: 'Yes, send me updates',
  confirmExpiry: 'The link works once, within 48 hours.',
  confirmIgnore: 'If you did not ask, ignore this e-mail: we will send you nothing else.',
  liveSubject: (title: string) => `Now available: ${title}`,
  liveHeading: (title: string) => `${title} is now available`,
  liveIntro: (what: string) => `You asked us to tell you about ${what}. It is out now.`,
  liveButton: 'Take a look',
  liveWhy: 'You receive this because you confirmed your e-mail address for these updates.',
  unsubscribe: 'Unsubscribe',
  unsubscribeText: 'to stop all e-mail updates from us with one click.',
} as const;

export function NotifyConfirmMail(props: { site: string; what: string; confirmUrl: string }) {
  const s = NOTIFY_MAIL;
  return (
    <MailLayout preview={s.confirmIntro(props.what)} site={props.site}>
      <Heading as="h1" style={heading1}>
        {s.confirmHeading}
      </Heading>
      <Text style={text}>{s.confirmIntro(props.what)}</Text>
      <Button href={props.confirmUrl} style={button}>
        {s.confirmButton}
      </Button>
      <Text style={{ ...small, marginTop: '16px' }}>
        {s.confirmExpiry} {s.confirmIgnore}
      </Text>
    </MailLayout>
  );
}

export function NotifyLiveMail(props: {
  site: string;
  title: string;
  what: string;
  itemUrl: string;
  unsubscribeUrl: string;
}) {
  const s = NOTIFY_MAIL;
  return (
    <MailLayout preview={s.liveIntro(props.what)} site={props.site}>
      <Heading as="h1" style={heading1}>
        {s.liveHeading(props.title)}
      </Heading>
      <Text style={text}>{s.liveIntro(props.what)}</Text>
      <Button href={props.itemUrl} style={button}>
        {s.liveButton}
      </Button>
      <Text style={{ ...small, marginTop: '16px' }}>
        {s.liveWhy}{' '}
        <Link href={props.unsubscribeUrl} style={link}>
          {s.unsubscribe}
        </Link>{' '}
        {s.unsubscribeText}
      </Text>
    </MailLayout>
  );
}
