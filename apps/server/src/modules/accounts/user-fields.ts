// A user's public fields for other modules' lists and pages: a correlated subquery on their uid column, so
// that no other module joins (or even imports) the users table. Null where the uid is null or unknown, as a
// left join would give.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fieldOf, qualified } from '../../db/field-of.ts';
import { users } from './tables.ts';

const fields = {
  username: users.username,
  nickname: users.nickname,
  realname: users.realname,
  school: users.school,
  gender: users.gender,
  avatar: users.avatar,
  roleId: users.roleId,
  titleName: users.titleName,
  titleColor: users.titleColor,
  gmtCreate: users.gmtCreate,
};

export type UserField = keyof typeof fields;
type Data<K extends UserField> = (typeof fields)[K]['_']['data'];

export const userField = <K extends UserField>(uid: AnyColumn | SQL, field: K): SQL<Data<K> | null> =>
  fieldOf(users, users.uid, fields[field], uid);

/** userField over a not-null uid column with a foreign key to users (an inner join's row always exists). */
export const knownUserField = <K extends UserField>(uid: AnyColumn | SQL, field: K) => userField(uid, field) as unknown as SQL<Data<K>>;

/**
 * Several of a user's fields as one JSON object keyed by field name, in one correlated subquery (one lookup where
 * userField would make one per field: a board reads 10,000 users at once). Null where the uid names no user.
 * Only fields whose JSON form is their value (no times).
 */
export const userFieldsObject = (uid: AnyColumn | SQL, names: readonly Exclude<UserField, 'gmtCreate'>[]): SQL =>
  sql`(select json_build_object(${sql.join(
    names.map((name) => sql`${sql.raw(`'${name}'`)}, ${qualified(fields[name])}`),
    sql`, `,
  )}) from ${users} where ${qualified(users.uid)} = ${qualified(uid)})`;
