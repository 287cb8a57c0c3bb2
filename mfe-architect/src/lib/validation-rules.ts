/** Spec section 9: a key longer than 5 characters starts validation on its own. */
export const shouldAutoStart = (key: string | null): key is string => key !== null && key.trim().length > 5;

/** Both fields are required (spec section 5); values are compared trimmed. */
export const hasBothFields = (email: string, orderNumber: string): boolean =>
  email.trim() !== '' && orderNumber.trim() !== '';

/** An internal path opens in the app; an absolute URL (a hosted secure page) is a plain link. */
export const isInternalPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
