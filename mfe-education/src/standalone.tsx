import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@publisher/shared-react/standalone-host';
import RemoteRoot from './remote-entry';
import { ROUTES } from './routes';

createRoot(document.getElementById('root')!).render(
  <StandaloneHost remote="education" routes={ROUTES} Root={RemoteRoot} />,
);
