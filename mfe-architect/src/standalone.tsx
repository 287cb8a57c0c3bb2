import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@publisher/shared/standalone-host';
import RemoteRoot from './remote-entry';

createRoot(document.getElementById('root')!).render(<StandaloneHost remote="architect" Root={RemoteRoot} />);
