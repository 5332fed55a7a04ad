/**
 * The repository's import graph, as the build and Node see it: every `import`/`export … from`,
 * `import()` of a literal and `import('…')` type, resolved through relative paths, each package's
 * `imports` (`#server/*`, `#web/*`...) and the workspaces' `exports` (`@scenic/*`).
 */
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where the product's code and its tests live. */
const SOURCE_GLOBS = [
  'apps/*/src/**/*.{ts,tsx}',
  'apps/server/test/**/*.ts',
  'packages/*/src/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'scripts/**/*.ts',
];

const CODE_EXTENSIONS = ['.ts', '.tsx'];

export interface ImportEdge {
  /** Repository-relative path of the imported file. */
  to: string;
  specifier: string;
  line: number;
  typeOnly: boolean;
}

export interface ImportGraph {
  /** Repository-relative path → the repository files it imports. */
  edges: Map<string, ImportEdge[]>;
  /** Internal specifiers (relative, `#…`, `@scenic/…`) that name no file: the resolver is out of date. */
  unresolved: { from: string; specifier: string; line: number }[];
}

interface Workspace {
  dir: string;
  name: string;
  imports: Record<string, string>;
  exports: Record<string, string>;
}

export function listSourceFiles(globs = SOURCE_GLOBS): string[] {
  const files = new Set<string>();
  for (const pattern of globs) {
    for (const file of globSync(pattern, { cwd: repoRoot })) {
      if (!file.split(path.sep).includes('node_modules')) files.add(file.split(path.sep).join('/'));
    }
  }
  return [...files].sort();
}

function readWorkspaces(): Workspace[] {
  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return root.workspaces.map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as {
      name: string;
      imports?: Record<string, string>;
      exports?: Record<string, string>;
    };
    return {
      dir,
      name: manifest.name,
      imports: manifest.imports ?? {},
      exports: manifest.exports ?? {},
    };
  });
}

/** Node's pattern match: the key with the longest prefix before `*` wins. */
function matchPattern(map: Record<string, string>, request: string): string | undefined {
  if (map[request] !== undefined && !request.includes('*')) return map[request];
  let best: { prefix: string; target: string; rest: string } | undefined;
  for (const [key, target] of Object.entries(map)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (!request.startsWith(prefix) || !request.endsWith(suffix)) continue;
    if (request.length < prefix.length + suffix.length) continue;
    if (best && best.prefix.length >= prefix.length) continue;
    best = { prefix, target, rest: request.slice(prefix.length, request.length - suffix.length) };
  }
  return best?.target.replace('*', best.rest);
}

function asFile(candidate: string): string | undefined {
  const tries = [
    candidate,
    ...CODE_EXTENSIONS.map((ext) => candidate + ext),
    ...CODE_EXTENSIONS.map((ext) => path.join(candidate, `index${ext}`)),
  ];
  return tries.find((file) => existsSync(file) && statSync(file).isFile());
}

function createResolver(): (fromFile: string, specifier: string) => string | null | undefined {
  const workspaces = readWorkspaces();
  const ownerOf = (file: string) =>
    workspaces.find((ws) => file.startsWith(`${ws.dir}/`)) ??
    ({ dir: path.dirname(file), name: '', imports: {}, exports: {} } satisfies Workspace);

  /** The absolute file a specifier names; `null` for a package outside the repository. */
  return (fromFile, rawSpecifier) => {
    const specifier = rawSpecifier.split('?')[0] ?? rawSpecifier;
    let target: string | undefined;
    if (specifier.startsWith('.')) {
      target = path.resolve(repoRoot, path.dirname(fromFile), specifier);
    } else if (specifier.startsWith('#')) {
      const owner = ownerOf(fromFile);
      const mapped = matchPattern(owner.imports, specifier);
      if (mapped === undefined) return undefined;
      target = path.resolve(repoRoot, owner.dir, mapped);
    } else {
      const workspace = workspaces.find(
        (ws) => specifier === ws.name || specifier.startsWith(`${ws.name}/`),
      );
      if (!workspace) return null;
      const mapped = matchPattern(workspace.exports, `.${specifier.slice(workspace.name.length)}`);
      if (mapped === undefined) return undefined;
      target = path.resolve(repoRoot, workspace.dir, mapped);
    }
    const file = asFile(target);
    return file && path.relative(repoRoot, file).split(path.sep).join('/');
  };
}

interface Specifier {
  text: string;
  line: number;
  typeOnly: boolean;
}

/** Every module a file names, static or dynamic, value or type. */
export function specifiersOf(file: string, source: string): Specifier[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Specifier[] = [];
  const add = (literal: ts.Node, typeOnly: boolean) => {
    if (!ts.isStringLiteralLike(literal)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(literal.getStart(sourceFile));
    found.push({ text: literal.text, line: line + 1, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

export function buildImportGraph(files = listSourceFiles()): ImportGraph {
  const resolve = createResolver();
  const edges = new Map<string, ImportEdge[]>();
  const unresolved: ImportGraph['unresolved'] = [];
  for (const from of files) {
    const source = readFileSync(path.join(repoRoot, from), 'utf8');
    const out: ImportEdge[] = [];
    for (const { text, line, typeOnly } of specifiersOf(from, source)) {
      const to = resolve(from, text);
      if (to === null) continue;
      if (to === undefined) {
        if (!/\.(css|svg|png|jpe?g|webp|json|woff2?)$/.test(text.split('?')[0] ?? text)) {
          unresolved.push({ from, specifier: text, line });
        }
        continue;
      }
      if (CODE_EXTENSIONS.some((ext) => to.endsWith(ext))) {
        out.push({ to, specifier: text, line, typeOnly });
      }
    }
    edges.set(from, out);
  }
  return { edges, unresolved };
}

/**
 * Each group of files that import each other in a ring (Tarjan's strongly connected components),
 * with one shortest ring through it: `a.ts → b.ts → a.ts`.
 */
export function findCycles(edges: Map<string, { to: string }[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const next = (node: string) => [...new Set((edges.get(node) ?? []).map((edge) => edge.to))];

  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || next(node).includes(node)) components.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);

  return components
    .map((component) => shortestRing(component, next))
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

function shortestRing(component: string[], next: (node: string) => string[]): string[] {
  const members = new Set(component);
  const start = component[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const to of next(node)) {
      if (!members.has(to)) continue;
      if (to === start) {
        const ring = [node];
        for (let at = cameFrom.get(node); at !== undefined; at = cameFrom.get(at)) ring.push(at);
        return [...ring.reverse(), start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...component, start];
}
