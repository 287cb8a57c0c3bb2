const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** Whole pounds, e.g. £1,980. */
export const formatGbp = (amount: number): string => GBP.format(amount);
