import { describe, expect, it } from 'vitest';
import { allRows, openDatabase } from './database.ts';

describe('allRows', () => {
  const db = openDatabase(':memory:');
  db.exec(
    `CREATE TABLE wide (id TEXT PRIMARY KEY, name TEXT, count INTEGER, ratio REAL, note TEXT)`,
  );
  const insert = db.prepare('INSERT INTO wide VALUES (?, ?, ?, ?, ?)');
  insert.run('b', 'Beta', 2, 0.5, null);
  insert.run('a', 'Alpha', 1, 1.25, 'first');

  it("gives the rows better-sqlite3's own objects would: same fields, values and order", () => {
    const sql = 'SELECT * FROM wide WHERE count >= ? ORDER BY id';
    const rows = allRows(db.prepare(sql), 1);
    expect(rows).toEqual(db.prepare(sql).all(1));
    expect(rows.map((row) => Object.keys(row as object))).toEqual([
      ['id', 'name', 'count', 'ratio', 'note'],
      ['id', 'name', 'count', 'ratio', 'note'],
    ]);
    // Named parameters, and a statement read again in its usual way afterwards.
    const statement = db.prepare('SELECT name FROM wide WHERE id = :id');
    expect(allRows(statement, { id: 'b' })).toEqual([{ name: 'Beta' }]);
    expect(statement.get({ id: 'a' })).toEqual({ name: 'Alpha' });
  });

  it('keeps the last of two columns of one name, as better-sqlite3 does', () => {
    const sql = 'SELECT w.name, v.name FROM wide w JOIN wide v ON v.id <> w.id ORDER BY w.id';
    expect(allRows(db.prepare(sql))).toEqual(db.prepare(sql).all());
  });

  it('refuses a column that would set the prototype of its rows', () => {
    expect(() => allRows(db.prepare('SELECT name AS __proto__ FROM wide'))).toThrow(/__proto__/);
  });
});
