import type { Db } from '../../db/index';
import { getConfigValue } from '../system/config/service';

/**
 * Rules for new user names and new passwords (issue 9), shared by register, the profile's password change and
 * (when it comes) the admin's password reset.
 */
export const ACCOUNT_MSG = {
  nameInvisible: '用户账号不能包含控制字符、零宽字符或文字方向控制符',
  nameConfusable: (name: string, existing: string) => `保存用户'${name}'失败，与已有账号'${existing}'过于相似`,
  passwordLength: '密码长度必须在8到20个字符之间',
  passwordIsName: '密码不能与用户名相同',
} as const;

export const NEW_PASSWORD_MIN = 8;
/** the login accepts 5-20 characters (RuoYi), so a new password longer than 20 could never be used */
export const NEW_PASSWORD_MAX = 20;

/** Names are compared and stored in NFKC (full-width letters, ligatures and the like fold to their plain form). */
export function normalizeUserName(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** control (Cc), format (Cf: zero-width, bidi controls, soft hyphen…), line/paragraph separators, unassigned */
const INVISIBLE_RE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cn}\p{Co}\p{Cs}]/u;

export function hasInvisibleChars(name: string): boolean {
  return INVISIBLE_RE.test(name);
}

/**
 * Letters that look like Latin ones (a short list after Unicode's confusables.txt: Cyrillic, Greek, a few
 * symbols), folded with case, so `admіn` (Cyrillic і), `аdmin`, `ADMIN` and `admin` share one skeleton.
 * Length-preserving (one code point to one), which lets the lookup narrow by length.
 */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'l', ї: 'l',
  ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ү: 'y', ɡ: 'g', ь: 'b', г: 'r', п: 'n', ԍ: 'g', ԧ: 'h', ѡ: 'w',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'l', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ϲ: 'c', ϳ: 'j', μ: 'u',
  // Latin look-alikes and digits
  ı: 'l', ȷ: 'j', ɩ: 'l', ǀ: 'l', i: 'l', '1': 'l', '0': 'o',
};

export function nameSkeleton(name: string): string {
  let out = '';
  for (const ch of normalizeUserName(name).toLowerCase()) out += LOOKALIKES[ch] ?? ch;
  return out;
}

/** A live account whose name looks like `name` (same skeleton) but is not `name` itself, if any. */
export async function findConfusableUser(db: Db, name: string): Promise<string | undefined> {
  const skeleton = nameSkeleton(name);
  const sameLength = await db
    .selectFrom('sys_user')
    .select('user_name')
    .where('del_flag', '=', '0')
    .where((eb) => eb(eb.fn('length', ['user_name']), '=', [...name].length))
    .execute();
  return sameLength.map((u) => u.user_name).find((existing) => existing !== name && nameSkeleton(existing) === skeleton);
}

/**
 * sys.account.chrtype (0 any, 1 digits, 2 letters, 3 letters and digits, 4 letters, digits and one of
 * ~!@#$%^&*()-=_+): the rule the admin's password forms show.
 */
const CHR_RULES: Record<string, [RegExp, string]> = {
  '1': [/^\d+$/, '密码只能为数字'],
  '2': [/^[a-zA-Z]+$/, '密码只能为英文字母'],
  '3': [/^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z\d]+$/, '密码必须包含字母和数字'],
  '4': [/^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()\-=_+])[a-zA-Z\d~!@#$%^&*()\-=_+]+$/, '密码必须包含字母、数字和特殊字符（~!@#$%^&*()-=_+）'],
};

/** Why `password` cannot be the new password of `userName`, or null when it can. */
export async function newPasswordProblem(db: Db, password: string, userName: string): Promise<string | null> {
  const length = [...password].length;
  if (length < NEW_PASSWORD_MIN || length > NEW_PASSWORD_MAX) return ACCOUNT_MSG.passwordLength;
  const rule = CHR_RULES[(await getConfigValue(db, 'sys.account.chrtype'))?.trim() ?? '0'];
  if (rule && !rule[0].test(password)) return rule[1];
  if (normalizeUserName(password).toLowerCase() === normalizeUserName(userName).toLowerCase()) return ACCOUNT_MSG.passwordIsName;
  return null;
}
