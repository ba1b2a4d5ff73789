// node measure/compress-served-files.ts [data dir]: writes the compressed variants (.br, .gz) of every
// file the service serves from a data folder: its publication.json and comparisons.json and every
// archived publication's files (issue 60). Publishing and archiving write them as they go
// (publish/write.ts, writeServedFile); this writes them for files published before they did, and again
// after a file was restored by hand. The files themselves are never rewritten.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeCompressedVariants } from './publish/write.ts';

const dir = process.argv[2] ?? 'data';
const served = ['publication.json', 'comparisons.json'];
const archive = join(dir, 'archive');
const folders = [dir, ...(existsSync(archive) ? readdirSync(archive).map((name) => join(archive, name)).filter((path) => statSync(path).isDirectory()) : [])];
const files = folders.flatMap((folder) => served.map((name) => join(folder, name)).filter(existsSync));
for (const file of files) writeCompressedVariants(file, readFileSync(file));
console.log(`compressed variants written for ${files.length} files under ${dir}`);
