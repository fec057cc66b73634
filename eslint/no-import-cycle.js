/**
 * bravo/no-import-cycle: no module may import, directly or through others, a module that imports it
 * back. Unlike import-x/no-cycle, type-only imports count: a type-only circle still means a lower
 * layer knows a higher one (docs/architecture.md). Dynamic import() counts too. Relative imports
 * and the import aliases (#shared, #server, #client) are followed; packages cannot import our code.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const ROOT = resolve(import.meta.dirname, '..');
const ALIASES = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#client/': 'src/client/' };

function resolveImport(fromFile, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith('.')) return undefined;
  const base = alias ? resolve(ROOT, ALIASES[alias] + specifier.slice(alias.length)) : resolve(dirname(fromFile), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Each file's resolved imports, read once per lint run. */
const importsOf = new Map();
function readImports(file) {
  let imports = importsOf.get(file);
  if (!imports) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    imports = info.importedFiles.map((i) => resolveImport(file, i.fileName)).filter(Boolean);
    importsOf.set(file, imports);
  }
  return imports;
}

/** A path of imports from `start` back to `target`, or undefined. */
function pathBack(start, target) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const route = queue.shift();
    for (const next of readImports(route.at(-1))) {
      if (next === target) return route;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'This import closes a cycle: {{route}}.' },
  },
  create(context) {
    const filename = resolve(context.filename);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(filename, source.value);
      if (!target || target === filename) return;
      const route = pathBack(target, filename);
      if (!route) return;
      const names = [filename, ...route, filename].map((file) => relative(context.cwd, file));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
