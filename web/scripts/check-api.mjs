// Fails when src/lib/api-types.ts is not what `npm run gen:api` makes from ../api/openapi.yaml.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(root, 'src/lib/api-types.ts');
const work = mkdtempSync(join(tmpdir(), 'kajian-api-'));
const fresh = join(work, 'api-types.ts');

try {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/openapi-typescript/bin/cli.js'), '../api/openapi.yaml', '-o', fresh],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(
      'src/lib/api-types.ts is stale: api/openapi.yaml changed. Run `npm run gen:api` in web/ and commit the result.',
    );
    process.exit(1);
  }
  console.log('src/lib/api-types.ts matches api/openapi.yaml');
} finally {
  rmSync(work, { recursive: true, force: true });
}
