/**
 * The tables a server file names in Kysely's query builder: `selectFrom`, `insertInto`,
 * `updateTable`, `deleteFrom` and the joins, with a literal table name (`'orders'`,
 * `'orders as o'`). Raw `sql` and table names held in variables are not seen.
 */
import ts from 'typescript';

export type TableAccess = 'reads' | 'writes';

const ACCESS = new Map<string, TableAccess>(
  Object.entries({
    selectFrom: 'reads',
    innerJoin: 'reads',
    leftJoin: 'reads',
    rightJoin: 'reads',
    fullJoin: 'reads',
    crossJoin: 'reads',
    insertInto: 'writes',
    replaceInto: 'writes',
    updateTable: 'writes',
    deleteFrom: 'writes',
    mergeInto: 'writes',
  } satisfies Record<string, TableAccess>),
);

export interface TableQuery {
  table: string;
  access: TableAccess;
  line: number;
}

export function tableQueries(file: string, source: string): TableQuery[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: TableQuery[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const access = ACCESS.get(node.expression.name.text);
      const first = node.arguments[0];
      const names =
        first && ts.isStringLiteralLike(first)
          ? [first.text]
          : first && ts.isArrayLiteralExpression(first)
            ? first.elements.filter(ts.isStringLiteralLike).map((element) => element.text)
            : [];
      if (access) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(
          (first ?? node).getStart(sourceFile),
        );
        for (const name of names) {
          const table = name.split(/\s+as\s+/i)[0]?.trim() ?? name;
          found.push({ table, access, line: line + 1 });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The table names of the `Database` interface in `db/database.ts`. */
/** The tables a unit's `tables.ts` declares: the members of its `…Tables` interface. */
export function ownedTables(source: string): { group: string; tables: string[] } | undefined {
  const sourceFile = ts.createSourceFile('tables.ts', source, ts.ScriptTarget.Latest, true);
  let found: { group: string; tables: string[] } | undefined;
  sourceFile.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text.endsWith('Tables')) {
      const tables: string[] = [];
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && ts.isIdentifier(member.name)) {
          tables.push(member.name.text);
        }
      }
      found = { group: node.name.text, tables };
    }
  });
  return found;
}

/** The `…Tables` interfaces the `Database` interface is composed of. */
export function composedGroups(source: string): string[] {
  const sourceFile = ts.createSourceFile('database.ts', source, ts.ScriptTarget.Latest, true);
  const groups: string[] = [];
  sourceFile.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Database') {
      for (const clause of node.heritageClauses ?? []) {
        for (const type of clause.types) groups.push(type.expression.getText(sourceFile));
      }
    }
  });
  return groups;
}
