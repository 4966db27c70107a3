/**
 * The values of a statement being built: `add` keeps a value and answers its placeholder with
 * an explicit type (`$3::uuid`), so that no value is ever spliced into the SQL text.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}
