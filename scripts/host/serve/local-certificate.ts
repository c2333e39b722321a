// A throwaway certificate for https://localhost, for measuring the site over HTTP/2 as the host
// serves it: browsers speak HTTP/2 only over TLS. Made by openssl (Debian's `openssl` package),
// valid for a day (`apt-get install openssl` where it is missing); the browser that uses it is told to trust its key alone (spkiHash).
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const OPENSSL_ARGS = `req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1
  -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1`.split(/\s+/);

/**
 * Writes key.pem and cert.pem into `folder` (the caller's to remove) and returns their paths,
 * for TLS_KEY_FILE and TLS_CERT_FILE, and their contents, for startServer's `tls`.
 */
export function makeLocalCertificate(folder: string) {
  const keyFile = join(folder, 'key.pem');
  const certFile = join(folder, 'cert.pem');
  try {
    execFileSync('openssl', [...OPENSSL_ARGS, '-keyout', keyFile, '-out', certFile], { stdio: 'pipe' });
  } catch (error) {
    const reason = `openssl could not make a certificate for https://localhost: ${(error as Error).message}`;
    throw new Error(reason, { cause: error });
  }
  return { keyFile, certFile, key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

/**
 * The base64 SHA-256 of the key's public half: what Chromium's
 * `--ignore-certificate-errors-spki-list` takes, to trust this certificate and no other.
 */
export function spkiHash(key: string | Buffer): string {
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
