/**
 * The layers and the no-cycle rule are lint rules (eslint.config.js); these fixtures prove each
 * rule reports what it must, so a config change cannot switch one off unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('architecture lint', () => {
  it('reports the core importing a feature', async () => {
    const found = await problems('src/server/http/fixture.ts', "import { trainingFeature } from '#server/features/training/routes';\nexport const x = trainingFeature;\n");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*The core may not import a feature/)]);
  });

  it('reports a feature importing the composition layer', async () => {
    const found = await problems('src/server/features/training/fixture.ts', "import { dashboardFeature } from '../dashboard/routes';\nexport const x = dashboardFeature;\n");
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: server-feature may not import server-composition/)]);
  });

  it('reports a feature reaching past another feature’s service', async () => {
    const found = await problems('src/server/features/training/fixture.ts', "import { listChallenges } from '../challenges/queries';\nexport const x = listChallenges;\n");
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: server-feature may not import server-feature/)]);
  });

  it('reports an import that closes a cycle, a type-only one included', async () => {
    const context = readFileSync(join(root, 'src/server/context.ts'), 'utf8');
    const found = await problems('src/server/context.ts', `import type { AppReadTasks } from '#server/features/dashboard/reads';\nexport type R = AppReadTasks;\n${context}`);
    expect(found).toContainEqual(expect.stringMatching(/^bravo\/no-import-cycle: This import closes a cycle: src\/server\/context\.ts -> src\/server\/features\/dashboard\/reads\.ts -> .* -> src\/server\/context\.ts/));
  });

  it('reports the client importing the server', async () => {
    const found = await problems('src/client/lib/fixture.ts', "import { buildApp } from '#server/app';\nexport const x = buildApp;\n");
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: client may not import server/)]);
  });

  it('reports a relative import that climbs two folders or leaves its area, where an alias belongs', async () => {
    const climbing = await problems('src/server/features/training/fixture.ts', "import { paths } from '../../../shared/page-paths';\nexport const x = paths;\n");
    expect(climbing).toEqual([expect.stringMatching(/^no-restricted-imports: .*Climbing two folders/)]);
    const crossing = await problems('src/server/fixture.ts', "import { paths } from '../shared/page-paths';\nexport const x = paths;\n");
    expect(crossing).toEqual([expect.stringMatching(/^no-restricted-imports: .*Another area of src/)]);
    expect(await problems('src/server/features/training/fixture.ts', "import { paths } from '#shared/page-paths';\nexport const x = paths;\n")).toEqual([]);
  });
});
