// One built server for every end-to-end suite; its URL reaches tests through inject('baseUrl').
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		baseUrl: string;
	}
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
	server = await startServer();
	project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
	await server?.stop();
}
