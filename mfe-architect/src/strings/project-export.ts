/** The project page's export (the Single Book plan's "PDF/JSON export", spec section 9). */
export const PROJECT_EXPORT = {
  heading: 'Export',
  intro: 'Download this project: JSON to keep or move your data, PDF to print or share.',
  json: 'Export JSON',
  pdf: 'Export PDF',
  preparing: 'Preparing...',
  done: (filename: string) => `Downloaded ${filename}.`,
  failed: "We couldn't export this project. Please try again.",
  upgrade: 'PDF/JSON export comes with the Single Book and Multi-Book plans.',
  upgradeButton: 'Upgrade Plan',
} as const;
