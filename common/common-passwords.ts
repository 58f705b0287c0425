/**
 * The most used passwords of at least 6 characters (from public breach-frequency lists).
 * Refused at registration and password change; compared case-insensitively.
 */
export const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '123123', '111111', '000000', '654321', '666666',
  '121212', '112233', '123321', '159753', '987654321', '11111111', '88888888', '12341234', '1q2w3e', '1q2w3e4r',
  '1q2w3e4r5t', 'qwerty', 'qwerty123', 'qwertyuiop', 'qwerty1', 'qwe123', 'asdfgh', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou', 'abc123', 'abcdef', 'abcd1234', 'a123456',
  'aa123456', 'monkey', 'dragon', 'letmein', 'football', 'baseball', 'welcome', 'welcome1', 'sunshine', 'princess',
  'master', 'shadow', 'superman', 'michael', 'charlie', 'jennifer', 'jordan', 'hunter', 'freedom', 'whatever',
  'trustno1', 'starwars', 'computer', 'secret', 'access', 'flower', 'hello123', 'admin123', 'administrator', 'qazwsx',
  'killer', 'soccer', 'batman', 'pokemon', 'liverpool', 'chelsea', 'arsenal', 'lovely', 'loveme', 'mustang',
  'ashley', 'bailey', 'daniel', 'pepper', 'ginger', 'summer', 'cookie', 'matrix', 'orange', 'silver',
  'galatasaray', 'fenerbahce', 'besiktas', 'trabzonspor', 'sifre', 'sifre123', 'parola', 'parola123', 'istanbul', 'ankara',
  'turkiye', 'türkiye', 'askim', 'aşkım', 'asdasd', 'asd123', 'qweasd', 'zaq12wsx', 'changeme', 'default',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
