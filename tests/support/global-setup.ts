// One built server for every end-to-end suite; its URL reaches tests through inject('baseUrl').
import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		baseUrl: string;
	}
}

let server: ServerProcess | undefined;

export async function setup(project: TestProject) {
	server = await startServerProcess();
	project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
	await server?.stop();
}
