/**
 * The layers and the no-cycle rule are lint rules (eslint.config.js); these fixtures prove each
 * rule reports what it must, so a config change cannot switch one off unnoticed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
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

/** Every .ts/.tsx file under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

const ALIASES: Record<string, string> = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#client/': 'src/client/' };

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith('.')) return undefined;
  const base = alias ? join(root, ALIASES[alias]!, specifier.slice(alias.length)) : resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Which feature imports which, on one side of the app: `training -> athletes`. */
function featureDependencies(side: 'server' | 'client'): Set<string> {
  const featuresDir = join(root, 'src', side, 'features');
  const featureOf = (file: string) => {
    // A file directly in features/ is the features list, not a feature.
    const parts = relative(featuresDir, file).split(/[\\/]/);
    return parts[0] === '..' || parts.length < 2 ? undefined : parts[0];
  };
  const edges = new Set<string>();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file);
    if (!from) continue;
    for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolveImport(file, imported.fileName);
      const to = target && featureOf(target);
      if (to && to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return edges;
}

describe('dependencies between features', () => {
  it.each(['server', 'client'] as const)('run one way only on the %s side', (side) => {
    const edges = featureDependencies(side);
    expect(edges.size).toBeGreaterThan(3);
    const twoWay = [...edges].filter((edge) => edges.has(edge.split(' -> ').reverse().join(' -> ')));
    expect(twoWay).toEqual([]);
    // Nothing below the composition layer depends on it.
    expect([...edges].filter((edge) => edge.endsWith('-> dashboard'))).toEqual([]);
  });
});

/**
 * No source reads a dependency's private internals (issue 40): an upgrade of better-auth or pg must
 * break a type or a contract test, never a reach into what they do not publish. The patterns are
 * the reaches this code once made: better-auth's global storages and pg's socket and queues.
 */
const PRIVATE_REACHES = [/Symbol\.for\(\s*['"]better-auth/, /\.connection\.stream\b/, /\.(?:activeQuery|queryQueue|_queryable|_ending|_connecting)\b/];

describe('dependencies used through their public API only', () => {
  it('finds no source reading better-auth’s globals or pg’s private fields', () => {
    const reaches = sourceFiles(join(root, 'src')).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return PRIVATE_REACHES.filter((pattern) => pattern.test(text)).map((pattern) => `${relative(root, file)}: ${pattern.source}`);
      });
    expect(reaches).toEqual([]);
  });
});
