import type { PublishedRoute } from '@publisher/shared/routes';

/**
 * The pages this remote serves: path pattern, page id (keys of ./root.tsx), title, meta
 * description and crawl policy. Its build publishes them next to remoteEntry.js (routes.json);
 * the server and the shell route by them at run time (docs/decisions/110), so a page added here
 * ships with this remote's deploy alone. Type-only import: vite.config.ts bundles this file.
 */
export const ROUTES: readonly PublishedRoute[] = [
  {
    path: '/architect-method',
    page: 'landing',
    title: "The Architect's Method",
    description:
      "The Architect's Method: a seven-stage way to write a book, with an AI coach beside you from first idea to finished draft.",
  },
  {
    path: '/architect-method/pricing',
    page: 'pricing',
    title: 'Choose Your Plan',
    description:
      "Choose your plan for The Architect's Method: a monthly subscription for one book or several, with a 7-day free trial.",
  },
  {
    path: '/architect-method/dashboard',
    page: 'dashboard',
    title: 'Dashboard',
    description:
      "Your Architect's Method dashboard: your subscription's status and the progress of each of your book projects.",
    crawl: 'private',
  },
  {
    path: '/architects-method/validate-purchase',
    page: 'validate-purchase',
    title: "Validate Your Architect's Method Purchase",
    description:
      "Validate your Architect's Method purchase with your e-mail and order number to open the method workspace.",
    crawl: 'private',
  },
  {
    path: '/architect-method-validation',
    page: 'validate-purchase',
    title: "Validate Your Architect's Method Purchase",
    description:
      "Validate your Architect's Method purchase with your e-mail and order number to open the method workspace.",
    crawl: 'private',
  },
  {
    path: '/architects-method',
    page: 'workspace',
    title: "The Architect's Method Workspace",
    description:
      "The Architect's Method workspace, where subscribers take their book through the method's seven stages.",
    crawl: 'private',
  },
  {
    path: '/architect-privacy',
    page: 'privacy',
    title: 'AI Writing Assistant Privacy Policy',
    description:
      "Privacy policy of the Architect's Method AI writing assistant: what it keeps of your writing, why and for how long.",
  },
  // Not in the spec's list: a subscriber's project page (Continue on the dashboard).
  {
    path: '/architect-method/projects/:id',
    page: 'project',
    title: 'Project',
    description: "A book project in The Architect's Method: the stage it has reached and the work done so far.",
    crawl: 'private',
  },
];
