import { describe, expect, it } from 'vitest';
import { isCompleteSubmission, submissionMailto, type Submission } from './submission';

const form: Submission = {
  name: 'Ada Byron',
  email: 'ada@example.com',
  bookTitle: 'The Engine & the Loom',
  documentLink: 'https://drive.google.com/file/d/abc/view',
  message: '',
};

describe('submissionMailto', () => {
  it('addresses the publisher with subject Submission and a prefilled body', () => {
    const url = submissionMailto('hello@ashgrovepress.co.uk', form);
    expect(url.startsWith('mailto:hello@ashgrovepress.co.uk?subject=Submission&body=')).toBe(true);
    const body = new URLSearchParams(url.split('?')[1]).get('body') ?? '';
    expect(body).toContain('Name: Ada Byron');
    expect(body).toContain('E-mail: ada@example.com');
    expect(body).toContain('Book title: The Engine & the Loom');
    expect(body).toContain('Document link: https://drive.google.com/file/d/abc/view');
    expect(body).not.toContain('Message:');
  });

  it('adds the optional message and encodes every special character', () => {
    const url = submissionMailto('hello@ashgrovepress.co.uk', { ...form, message: 'Line one\nA & B = 100%?' });
    expect(url).not.toMatch(/\s/);
    expect([...new URLSearchParams(url.split('?')[1]).keys()]).toEqual(['subject', 'body']);
    const body = new URLSearchParams(url.split('?')[1]).get('body') ?? '';
    expect(body).toContain('Message:\nLine one\nA & B = 100%?');
  });

  it('refuses an incomplete submission', () => {
    expect(() => submissionMailto('x@y.z', { ...form, name: ' ' })).toThrow();
    expect(isCompleteSubmission({ ...form, email: 'not-an-email' })).toBe(false);
    expect(isCompleteSubmission({ ...form, documentLink: 'drive.google.com/abc' })).toBe(false);
    expect(isCompleteSubmission({ ...form, documentLink: 'javascript:alert(1)' })).toBe(false);
  });
});
