// The gateway signs identity assertions with an Ed25519 private key; services verify them with the
// public keys they are given (libs/identity). The launcher, the API and browser test setups and
// the benchmarks get their keys here, so nobody sets them by hand.
const { createHash, createPrivateKey, createPublicKey, generateKeyPairSync } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

/** A key's id: derived from its public key, so a new key always has a new id. */
function keyIdOf(publicKey) {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('base64url').slice(0, 12);
}

/** The variables for a private key PEM: the gateway's and the services'. */
function environmentOf(privateKeyPem) {
  const publicKey = createPublicKey(createPrivateKey(privateKeyPem));
  const kid = keyIdOf(publicKey);
  return {
    gateway: { IDENTITY_SIGNING_KEY: privateKeyPem, IDENTITY_SIGNING_KEY_ID: kid },
    services: { IDENTITY_PUBLIC_KEYS: JSON.stringify({ [kid]: publicKey.export({ type: 'spki', format: 'pem' }).toString() }) },
  };
}

function newPrivateKeyPem() {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** A new key pair for one run (tests, benchmarks). */
function freshIdentityKeys() {
  return environmentOf(newPrivateKeyPem());
}

/**
 * The launcher's keys: the environment's when IDENTITY_SIGNING_KEY is set (IDENTITY_SIGNING_KEY_ID
 * and IDENTITY_PUBLIC_KEYS then taken as given when set too), else a private key kept in
 * <dataDir>/identity-signing-key.pem, made on the first start.
 */
function launcherIdentityKeys(env, dataDir) {
  if (env.IDENTITY_SIGNING_KEY) {
    const derived = environmentOf(env.IDENTITY_SIGNING_KEY);
    return {
      gateway: { IDENTITY_SIGNING_KEY: env.IDENTITY_SIGNING_KEY, IDENTITY_SIGNING_KEY_ID: env.IDENTITY_SIGNING_KEY_ID || derived.gateway.IDENTITY_SIGNING_KEY_ID },
      services: { IDENTITY_PUBLIC_KEYS: env.IDENTITY_PUBLIC_KEYS || derived.services.IDENTITY_PUBLIC_KEYS },
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'identity-signing-key.pem');
  if (!existsSync(file)) writeFileSync(file, newPrivateKeyPem(), { mode: 0o600 });
  return environmentOf(readFileSync(file, 'utf8'));
}

module.exports = { freshIdentityKeys, launcherIdentityKeys };

// `eval "$(node tools/identity/identity-keys.js)"`: a new key pair as shell exports (docker compose, a Secret).
if (require.main === module) {
  const { gateway, services } = freshIdentityKeys();
  for (const [name, value] of Object.entries({ ...gateway, ...services })) process.stdout.write(`export ${name}='${value}'\n`);
}
