// Every benchmarked product, one declaration file each. Order here is not a ranking: the dataset lists
// products in this order and the site sorts them itself.
import type { ProductDeclaration } from './types.ts';
import { product as vanillaCookieconsent } from './vanilla-cookieconsent.ts';

export const PRODUCTS: readonly ProductDeclaration[] = [vanillaCookieconsent];
