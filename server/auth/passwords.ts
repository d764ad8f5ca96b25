import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { Config } from "#server/config";

/** How the server hashes and checks passwords: sign-up, sign-in, reset, and every "confirme sua senha". */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** Better Auth's own scrypt (N 16384, r 16): about 110 ms of CPU a hash here. The only one outside tests. */
const STANDARD: Passwords = { hash: hashPassword, verify: verifyPassword };

/**
 * The test suites sign up and sign in over a thousand times a run: at the full cost that was a
 * fifth of the server suite's CPU (decision 117). The same scrypt at a 256th of the cost, under
 * a prefix of its own so that neither kind of hash is ever read as the other. config.ts refuses
 * it unless NODE_ENV is test.
 */
const TEST_PREFIX = "test-scrypt$";
const TEST_COST = { N: 1024, r: 1, p: 1 } as const;

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, 32, TEST_COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const FAST_FOR_TESTS: Passwords = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${TEST_PREFIX}${salt}:${(await testKey(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(TEST_PREFIX)) return false;
    const [salt, key] = hash.slice(TEST_PREFIX.length).split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await testKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

export function passwordsFor(config: Pick<Config, "passwordHash">): Passwords {
  return config.passwordHash === "test-fast" ? FAST_FOR_TESTS : STANDARD;
}
