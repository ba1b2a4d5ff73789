import type { PageServerLoad } from './$types';
import { proseLoad } from '#lib/server/prose-page.ts';

export const load: PageServerLoad = () => proseLoad('/methodology/reproducibility');
