import type { RequestHandler } from './$types';
import { respondLlmsTxt } from '#lib/server/llms-documents.ts';

export const GET: RequestHandler = ({ request }) => respondLlmsTxt(request, 'developers');
