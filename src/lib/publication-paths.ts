// The permanent addresses of a publication (issue 55): what a citation names, so that it still shows the
// numbers it quotes after a newer publication replaces them on the leaderboard. No server import: the
// leaderboard's citations are worded in the page too.
import type { ViewKey } from './dimensions.ts';
import type { BenchmarkView } from './schema.ts';

export const PUBLICATIONS_PATH = '/publications';
export const publicationPath = (analysisId: string) => `${PUBLICATIONS_PATH}/${analysisId}`;
/** A view of a publication at its permanent address. */
export const publicationViewPath = (analysisId: string, key: ViewKey) => `${publicationPath(analysisId)}?profile=${key.profile}&framework=${key.framework}`;
/** A publication's file, at its permanent address. */
export const publicationFilePath = (analysisId: string, name: string) => `${publicationPath(analysisId)}/${name}`;

/** The permanent URL of a view's publication and view, from the view itself (its methodologyUrl carries the origin). */
export const permanentViewUrl = (view: Pick<BenchmarkView, 'methodologyUrl' | 'publication' | 'profile' | 'framework'>) =>
	`${view.methodologyUrl.replace(/\/methodology$/, '')}${publicationViewPath(view.publication.analysisId, view)}`;

/** A head-to-head comparison of a publication at its permanent address (issue 66): its numbers never change. */
export const publicationComparePath = (analysisId: string, key: ViewKey, a: string, b: string) =>
	`${publicationPath(analysisId)}/compare?profile=${key.profile}&framework=${key.framework}&a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`;
