// Fails when src/lib/api/schema.d.ts is not what openapi-typescript makes from ../openapi.yaml.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const spec = '../openapi.yaml';
const committed = 'src/lib/api/schema.d.ts';

if (!existsSync(spec)) {
  console.error(`${spec} is missing: run \`penny openapi\` to write it.`);
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'penny-api-types-'));
const fresh = join(dir, 'schema.d.ts');
try {
  execFileSync(join('node_modules', '.bin', 'openapi-typescript'), [spec, '-o', fresh], { stdio: 'pipe' });
  const want = readFileSync(fresh, 'utf8');
  const have = existsSync(committed) ? readFileSync(committed, 'utf8') : '';
  if (want !== have) {
    console.error(`${committed} is stale: run \`npm run gen:api\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${committed} matches ${spec}.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
