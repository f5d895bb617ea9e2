// The table types in schema.ts are written by hand beside each migration. This applies every
// migration to an empty database and compares what it built with them: each table and view of the
// database is in `Database`, each has exactly the columns its interface names, and a column may hold
// null exactly when its type says so. A migration and a type that disagree fail here, not at run time.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

interface TypedColumn {
  name: string;
  /** Null when the type makes no claim (`unknown` for JSON, a view's column in the database). */
  nullable: boolean | null;
}

/** What the select side of a column type is: `X` of `ColumnType<X, …>`, `Generated<X>` and the like. */
function selectType(type: ts.TypeNode): ts.TypeNode {
  if (ts.isTypeReferenceNode(type) && type.typeArguments?.[0]) {
    const name = type.typeName.getText();
    if (['ColumnType', 'Generated', 'GeneratedAlways'].includes(name))
      return selectType(type.typeArguments[0]);
  }
  return type;
}

function mayBeNull(type: ts.TypeNode, aliases: Map<string, ts.TypeNode>): boolean | null {
  const t = selectType(type);
  if (t.kind === ts.SyntaxKind.UnknownKeyword || t.kind === ts.SyntaxKind.AnyKeyword) return null;
  if (ts.isLiteralTypeNode(t)) return t.literal.kind === ts.SyntaxKind.NullKeyword;
  if (ts.isUnionTypeNode(t)) return t.types.some((member) => mayBeNull(member, aliases) === true);
  if (ts.isTypeReferenceNode(t) && !t.typeArguments) {
    const alias = aliases.get(t.typeName.getText());
    if (alias) return mayBeNull(alias, aliases);
  }
  return false;
}

/** Table (or view) name → its columns, as schema.ts's `Database` interface declares them. */
function declaredTables(): Map<string, TypedColumn[]> {
  const path = resolve(import.meta.dirname, 'schema.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeNode>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type);
  });
  const columnsOf = (name: string): TypedColumn[] => {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`schema.ts has no interface ${name}`);
    const inherited = (declaration.heritageClauses ?? []).flatMap((clause) =>
      clause.types.flatMap((t) => columnsOf(t.expression.getText())),
    );
    const own = declaration.members.filter(ts.isPropertySignature).map((member) => ({
      name: member.name.getText(),
      nullable: mayBeNull(member.type!, aliases),
    }));
    return [...inherited, ...own];
  };
  const database = interfaces.get('Database')!;
  return new Map(
    database.members
      .filter(ts.isPropertySignature)
      .map((member) => [member.name.getText(), columnsOf(member.type!.getText())]),
  );
}

describe('schema.ts against the migrations', () => {
  let database: TestDatabase;
  let built: Map<string, TypedColumn[]>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A view's columns are reported nullable whatever they hold: only tables are checked for null.
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: string;
      view: boolean;
    }>`
      select c.table_name, c.column_name, c.is_nullable, t.table_type = 'VIEW' as view
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = current_schema()
      order by c.table_name, c.ordinal_position`.execute(database.db);
    built = new Map();
    for (const row of rows) {
      const columns = built.get(row.table_name) ?? [];
      columns.push({ name: row.column_name, nullable: row.view ? null : row.is_nullable === 'YES' });
      built.set(row.table_name, columns);
    }
  });
  afterAll(() => database?.dispose());

  it('declares every table and view the migrations create, and nothing else', () => {
    expect([...declaredTables().keys()].sort()).toEqual([...built.keys()].sort());
  });

  it('names exactly the columns of each table, nullable where the database allows null', () => {
    const declared = declaredTables();
    const drift: string[] = [];
    for (const [table, columns] of built) {
      const typed = new Map((declared.get(table) ?? []).map((c) => [c.name, c.nullable]));
      for (const column of columns) {
        const nullable = typed.get(column.name);
        if (nullable === undefined) drift.push(`${table}.${column.name}: in the database, not in schema.ts`);
        else if (nullable !== null && column.nullable !== null && nullable !== column.nullable)
          drift.push(`${table}.${column.name}: ${column.nullable ? 'nullable' : 'not null'} in the database`);
        typed.delete(column.name);
      }
      for (const name of typed.keys()) drift.push(`${table}.${name}: in schema.ts, not in the database`);
    }
    expect(drift).toEqual([]);
  });
});
