/**
 * Finds fixed sleeps in test files: a promise a timer resolves (`new Promise((r) => setTimeout(r,
 * 100))`), a call to a helper that makes one (`sleep(100)`), `setTimeout` of `node:timers/promises`,
 * and Playwright's `waitForTimeout`. Not counted: a sleep inside a `while`/`do` loop (a poll that
 * checks its condition again after each step), and a 0 ms timer (a turn of the event loop, not a
 * guess at how long something takes).
 */
import ts from 'typescript';

export interface Sleep {
  line: number;
  text: string;
}

const SLEEP_NAMES = new Set(['sleep', 'waitForTimeout']);

function isZero(node: ts.Expression | undefined): boolean {
  return node !== undefined && ts.isNumericLiteral(node) && Number(node.text) === 0;
}

function isFunction(node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

function calls(node: ts.Node, name: string): boolean {
  let found = false;
  const visit = (child: ts.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(child) &&
      ts.isIdentifier(child.expression) &&
      child.expression.text === name
    ) {
      found = true;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/**
 * The delay of `new Promise((resolve) => setTimeout(resolve, ms))` or of one whose timer calls
 * `resolve(...)`; undefined when the expression is no such promise.
 */
function timerPromiseDelay(node: ts.Node): ts.Expression | null | undefined {
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  if (node.expression.text !== 'Promise') return undefined;
  const executor = node.arguments?.[0];
  if (!executor || !isFunction(executor)) return undefined;
  const first = executor.parameters[0]?.name;
  if (!first || !ts.isIdentifier(first)) return undefined;
  const resolve = first.text;
  let delay: ts.Expression | null | undefined;
  const visit = (child: ts.Node): void => {
    if (delay !== undefined) return;
    if (
      ts.isCallExpression(child) &&
      ts.isIdentifier(child.expression) &&
      child.expression.text === 'setTimeout'
    ) {
      const callback = child.arguments[0];
      const resolves =
        callback !== undefined &&
        ((ts.isIdentifier(callback) && callback.text === resolve) ||
          (isFunction(callback) && calls(callback.body, resolve)));
      if (resolves) {
        delay = child.arguments[1] ?? null;
        return;
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(executor.body);
  return delay;
}

/** The body of `const sleep = (ms) => new Promise(...)` or `function sleep(ms) { return ...; }`. */
function helperBody(node: ts.Node): ts.Node | undefined {
  if (ts.isVariableDeclaration(node) && node.initializer && isFunction(node.initializer)) {
    const body = node.initializer.body;
    if (!ts.isBlock(body)) return body;
    return onlyReturn(body);
  }
  if (ts.isFunctionDeclaration(node) && node.body) return onlyReturn(node.body);
  return undefined;
}

function onlyReturn(block: ts.Block): ts.Node | undefined {
  const [statement] = block.statements;
  return block.statements.length === 1 && statement && ts.isReturnStatement(statement)
    ? statement.expression
    : undefined;
}

function nameOf(node: ts.Node): string | undefined {
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isFunctionDeclaration(node)) return node.name?.text;
  return undefined;
}

/** Inside a `while` or `do` loop of the same function: a poll, not a fixed sleep. */
function inPollingLoop(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isWhileStatement(at) || ts.isDoStatement(at)) return true;
    if (ts.isFunctionLike(at)) return false;
  }
  return false;
}

export function findFixedSleeps(file: string, source: string): Sleep[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const helpers = new Set(SLEEP_NAMES);
  const helperBodies = new Set<ts.Node>();

  // Names that sleep: helpers defined in the file, `setTimeout` of node:timers/promises.
  const collect = (node: ts.Node): void => {
    const body = helperBody(node);
    const name = nameOf(node);
    if (body && name && timerPromiseDelay(body) !== undefined) {
      helpers.add(name);
      helperBodies.add(body);
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^(node:)?timers\/promises$/.test(node.moduleSpecifier.text)
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (imported === 'setTimeout') helpers.add(element.name.text);
        }
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(sourceFile);

  const found: Sleep[] = [];
  const report = (node: ts.Node) => {
    if (inPollingLoop(node)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    const text = source.split('\n')[line]?.trim() ?? '';
    found.push({ line: line + 1, text });
  };
  const visit = (node: ts.Node): void => {
    const delay = helperBodies.has(node) ? undefined : timerPromiseDelay(node);
    if (delay !== undefined && !isZero(delay ?? undefined)) report(node);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      if (name && helpers.has(name) && !isZero(node.arguments[0])) {
        // `x.sleep` or `page.waitForTimeout`: only the Playwright name counts on a property.
        if (ts.isIdentifier(callee) || name === 'waitForTimeout') report(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
