/**
 * Field messages of the entity definitions, in both languages. The Chinese text is the wire message (RuoYi's,
 * what the server answers and its tests expect); `msg` records the English twin so the admin's forms, which run
 * the same zod schemas as the server, can show the message in the user's language.
 */
const ENGLISH = new Map<string, string>();
/** Chinese texts recorded with two different English twins (the later one would win for both): a test keeps it empty. */
export const MESSAGE_CLASHES = new Set<string>();

/** The Chinese message, with its English twin recorded. */
export function msg(zh: string, en: string): string {
  const known = ENGLISH.get(zh);
  if (known !== undefined && known !== en) MESSAGE_CLASHES.add(zh);
  ENGLISH.set(zh, en);
  return zh;
}

/** A message in `lang`: the English twin when asked for English and one was recorded, else the text itself. */
export function localizeMessage(text: string, lang: string): string {
  return lang === 'en' ? (ENGLISH.get(text) ?? text) : text;
}
