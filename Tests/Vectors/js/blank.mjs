// Blank text, from UserText.isBlank in the Anshin documentation (Localization article): text that
// shows nothing, made only of Unicode White_Space characters and Default_Ignorable_Code_Point
// characters (U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER, U+FEFF, …), judged character by character.
// JavaScript's \s is not White_Space (it has U+FEFF and lacks U+0085), so the white space is listed.

const BLANK = /^[\t-\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\p{Default_Ignorable_Code_Point}]*$/u;

/** Whether a text shows nothing: only white space and invisible characters, or nothing at all. */
export function isBlank(text) {
  return BLANK.test(text);
}
