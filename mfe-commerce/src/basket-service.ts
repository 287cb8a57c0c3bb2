import { installBasketService } from './basket/store';

/*
 * Commerce's second exposed module (`./basket`): the basket service alone, with no page. The shell
 * loads it when a request to add to the basket finds no service on the page (a book page of the
 * catalogue), so commerce answers without its pages being downloaded (decision 108).
 */
installBasketService();

export default installBasketService;
