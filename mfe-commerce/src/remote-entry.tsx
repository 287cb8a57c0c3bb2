import { Root } from './root';
import { installBasketService } from './basket/store';
import './styles.css';

// Commerce's pages announce the basket's count as they arrive (the header places the mini-basket by it).
if (typeof window !== 'undefined') installBasketService();

/** The one module that renders this remote's pages (the server renders the same root for some: server-render.tsx). */
export default Root;
