import { Root } from './root';
import './styles.css';

/** The one module this remote exposes (the server renders the same root for some pages: server-render.tsx). */
export default Root;
