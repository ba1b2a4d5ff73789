// Machine documents whose bytes are fixed for the life of the process, built on first use.
import { fixedBody, type FixedBody } from './http/fixed-body.ts';
import { buildOpenApi } from './openapi.ts';
import { getSite } from './site.ts';

let openApi: FixedBody | undefined;

export function getOpenApi(): FixedBody {
	return (openApi ??= fixedBody(JSON.stringify(buildOpenApi(getSite().config.origin), null, 2), 'application/json; charset=utf-8'));
}

let dataset: FixedBody | undefined;

export function getDatasetDocument(): FixedBody {
	return (dataset ??= fixedBody(JSON.stringify(getSite().dataset), 'application/json; charset=utf-8'));
}
