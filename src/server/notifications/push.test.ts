import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, generateVapidKeys, loadConfig } from '../config';
import { isPushServiceUrl } from './push';
import { preview } from './queue';

describe('VAPID keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bravo-vapid-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'development', DATABASE_URL: `file:${join(dir, 'academy.db')}` } as NodeJS.ProcessEnv;

  it('are a P-256 pair in the form web push takes: the private scalar (all 32 bytes) is the public point\'s', () => {
    // About one scalar in 256 starts with a zero byte, which ECDH drops: 1,000 pairs include one in
    // about 98% of runs, and the length check below then fails without the padding.
    for (let i = 0; i < 1000; i += 1) {
      const keys = generateVapidKeys();
      const point = Buffer.from(keys.publicKey, 'base64url');
      expect(point).toHaveLength(65);
      expect(point[0]).toBe(4);
      const scalar = Buffer.from(keys.privateKey, 'base64url');
      expect(scalar).toHaveLength(32);
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(scalar);
      expect(ecdh.getPublicKey().equals(point)).toBe(true);
    }
  });

  it('are generated into the data directory when first asked for, readable by the owner only, and kept', () => {
    const file = join(dir, 'vapid-keys.json');
    const config = loadConfig(env);
    // Only a server that asks for the keys (the notifications feature) writes them.
    expect(existsSync(file)).toBe(false);
    const first = config.vapid!;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(loadConfig(env).vapid).toEqual(first);
    expect(first.subject).toBe('mailto:no-reply@bravoacademy.com');
  });

  it('come from the environment when set, both or neither', () => {
    const keys = generateVapidKeys();
    const configured = loadConfig({ ...env, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'https://academy.example' });
    expect(configured.vapid).toEqual({ ...keys, subject: 'https://academy.example' });
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'academy' })).toThrow(ConfigError);
  });
});

describe('push service addresses', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://user@fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://push.apple.com.evil.example/x', false],
    ['https://localhost/push', false],
    ['https://10.0.0.1/push', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isPushServiceUrl(url)).toBe(expected);
  });
});

describe('previews', () => {
  it('are one line, at most 140 characters', () => {
    expect(preview('  Hello\n\nthere  ')).toBe('Hello there');
    const long = preview('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
