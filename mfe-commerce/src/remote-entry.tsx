import { Root } from './root';
import { installBasketService } from './basket/store';
import './styles.css';

// Commerce's pages answer basket requests too (the shell loads ./basket alone elsewhere).
if (typeof window !== 'undefined') installBasketService();

/** The one module that renders this remote's pages (the server renders the same root for some: server-render.tsx). */
export default Root;
