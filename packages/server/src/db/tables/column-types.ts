import type { ColumnType } from 'kysely';

/** A creation time the database sets (readable, optional on insert, never updated). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A required time. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** An optional time. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A numeric column: PostgreSQL answers it as text, so it is read as a string and written as a number. */
export type NumericColumn = ColumnType<string | null, number | null | undefined, never>;
