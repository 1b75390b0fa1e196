/**
 * argon2id at OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 iterations, 1 lane. What it costs per login: services/auth/bench/README.md.
 */
export const PASSWORD_HASHING = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
