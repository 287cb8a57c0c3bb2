/** Content of a workbook product page and its marketing page, kept as data beside the catalogue. */
export interface CurriculumModule {
  title: string;
  chapters: number;
  summary: string;
  topics: readonly string[];
}

export interface IncludedFeature {
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
  /** A page of this site the answer points to. */
  link?: { to: string; label: string };
}

export interface Workbook {
  year: number;
  /** The headline chapter claim (spec: Year 6 75+, Year 7 140+); the module counts must reach it. */
  chapterClaim: number;
  lead: string;
  intro: readonly string[];
  /** Spec: Year 6 does not show its price on the product page; Year 7 does. */
  showPrice: boolean;
  modules: readonly CurriculumModule[];
  included: readonly IncludedFeature[];
  audience: readonly string[];
  faq: readonly Faq[];
}

export interface MarketingPage {
  year: number;
  eyebrow: string;
  headline: string;
  lead: string;
  reasonsHeading: string;
  reasons: readonly IncludedFeature[];
  stepsHeading: string;
  steps: readonly IncludedFeature[];
  weekHeading: string;
  week: readonly string[];
  closingHeading: string;
  closing: string;
}
