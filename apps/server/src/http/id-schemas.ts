// Ids as they arrive in paths, querystrings and bodies, bounded to the column they are looked up in:
// an id beyond PostgreSQL's `integer` is simply not there, so it is refused at the edge (400 naming
// the field) rather than sent to the database to fail there with a range error.
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

/** An id of an `integer` column sent as a JSON number (the casino catalog's games, providers, categories). */
export const int4Id = () => z.number().int().positive().max(INT4_MAX);

/** The same id sent as text (a path parameter or a querystring value). */
export const int4IdText = () => z.coerce.number().int().positive().max(INT4_MAX);
