/**
 * What the shell shares as `react-router-dom` with the remotes: exactly what their code imports
 * (grep `from 'react-router-dom'` in mfe-*\/src and shared/react/src). Sharing the whole
 * namespace (`import * as`) would defeat tree-shaking. A remote importing anything else gets
 * `undefined` at run time, so add exports here when a remote needs them (the e2e suite renders
 * every route). The shell's router is a declarative one (BrowserRouter): data-router APIs
 * (useNavigation, useFetcher, Form, loaders) do not work in it, shared or not.
 */
export { Link, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router-dom';
