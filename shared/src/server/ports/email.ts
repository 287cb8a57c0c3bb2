/** E-mails are compared trimmed and lower-cased (every record adapter, and the erased-account key). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
