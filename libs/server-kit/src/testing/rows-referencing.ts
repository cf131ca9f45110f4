import type { DataSource } from 'typeorm';

/**
 * How many rows of each table of a schema hold one of the given values in a column of that name
 * (`{ application_id: id }`), as `{ 'table.column': count }` with only the non-zero ones. Reads the
 * catalogue, so a table added later is checked without the test knowing it. The outbox (events
 * already sent) is left out.
 */
export async function rowsReferencing(dataSource: DataSource, schema: string, values: Record<string, string>): Promise<Record<string, number>> {
  const columns: { table_name: string; column_name: string }[] = await dataSource.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = $1 AND c.column_name = ANY($2) AND c.table_name <> 'outbox'
      ORDER BY 1, 2`,
    [schema, Object.keys(values)],
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM "${schema}"."${table}" WHERE "${column}"::text = $1`, [values[column]])) as { count: number }[];
    if (count) counts[`${table}.${column}`] = count;
  }
  return counts;
}

/**
 * How many rows of each table of a schema contain the text anywhere (any column, as the row's text
 * form, case-insensitive), as `{ table: count }` with only the non-zero ones: proves a person's
 * e-mail or name is gone from every table, including ones added later. The outbox is left out.
 */
export async function rowsContaining(dataSource: DataSource, schema: string, text: string): Promise<Record<string, number>> {
  const tables: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name <> 'outbox' ORDER BY 1`,
    [schema],
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM "${schema}"."${table}" row WHERE strpos(lower(row::text), lower($1)) > 0`, [text])) as { count: number }[];
    if (count) counts[table] = count;
  }
  return counts;
}
