/**
 * What the shell shares as `react-router-dom` with the remotes. Sharing the whole namespace
 * (`import * as`) defeats tree-shaking and ships ~60 KB of router; remotes only need the
 * hooks and links of an already-created router. A remote importing anything else gets
 * `undefined` at run time, so add exports here when a remote needs them (and keep the list
 * in sync with the e2e check that every route renders).
 */
export {
  Form,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useParams,
  useResolvedPath,
  useRevalidator,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
} from 'react-router-dom';
