const WHOLE = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const PENCE = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** Whole pounds, e.g. £1,980 (the calculator's figures are whole pounds). */
export const formatGbp = (amount: number): string => WHOLE.format(amount);

/** Pounds and pence, e.g. £12.99 (shop prices). */
export const formatPrice = (amount: number): string => PENCE.format(amount);
