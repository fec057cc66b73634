import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../config';
import { parse as legacyParse } from 'node:url';
import { isPushServiceUrl, pushServiceUrl } from './push';
import { preview } from './queue';

describe('VAPID keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bravo-vapid-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'development', DATABASE_URL: `file:${join(dir, 'academy.db')}` } as NodeJS.ProcessEnv;

  it('are a P-256 pair in the form web push takes: the private scalar (all 32 bytes) is the public point\'s', () => {
    // About one scalar in 256 starts with a zero byte, which ECDH drops: 1,000 pairs include one in
    // about 98% of runs, and the length check below then fails without the padding.
    for (let i = 0; i < 1000; i += 1) {
      const keys = webpush.generateVAPIDKeys();
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
    const keys = webpush.generateVAPIDKeys();
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

  // Each names a push service's host to one URL parser and another host to another (issue 37, point 15).
  const hostile = [
    "https://localhost'.push.apple.com/x",
    'https://127.0.0.1%2e.push.apple.com/x',
    'https://127.0.0.1%2E.push.apple.com/x',
    'https://localhost%27.push.apple.com/x',
    'https://localhost".push.apple.com/x',
    'https://localhost`.push.apple.com/x',
    'https://localhost$.push.apple.com/x',
    'https://localhost!.push.apple.com/x',
    'https://localhost&.push.apple.com/x',
    'https://localhost(.push.apple.com/x',
    'https://localhost*.push.apple.com/x',
    'https://localhost+.push.apple.com/x',
    'https://localhost,.push.apple.com/x',
    'https://localhost;.push.apple.com/x',
    'https://localhost=.push.apple.com/x',
    'https://localhost_.push.apple.com/x',
    'https://localhost~.push.apple.com/x',
    'https://localhost{.push.apple.com/x',
    'https://127.0.0.1%00.push.apple.com/x',
    'https://evil.example%2f.push.apple.com/x',
    'https://evil.example\\.push.apple.com/x',
    'https://evil.example#.push.apple.com/x',
    'https://evil.example?.push.apple.com',
    'https://evil.example/.push.apple.com',
    'https://a.push.apple.com@evil.example/x',
    'https://a.push.apple.com:@evil.example/x',
    'https://a.push.apple.com:443@evil.example/x',
    'https://.push.apple.com/x',
    'https://push.apple.com/x',
    'https://a..push.apple.com/x',
    'https://a.push.apple.com./x',
    'https://-a.push.apple.com/x',
    'https://a-.push.apple.com/x',
    'https://evilpush.apple.com/x',
    'https://evil.notify.windows.com.example/x',
    'https://notify.windows.com/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://xfcm.googleapis.com/x',
    'https://a.fcm.googleapis.com/x',
    'https://[::1]/x',
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://xn--nxasmq6b.push.apple.com.evil.example/x',
    'https://ｌｏｃａｌｈｏｓｔ/x',
    'https://fcm。googleapis。com.evil.example/x',
    'HTTPS://localhost/x',
    'https:localhost/x',
    'https:/localhost/x',
    'wss://a.push.apple.com/x',
    'http://a.push.apple.com/x',
    'ftp://fcm.googleapis.com/x',
    'javascript://fcm.googleapis.com/%0aalert(1)',
    '//fcm.googleapis.com/x',
    '',
  ];
  it.each(hostile)('refuses %j', (endpoint) => {
    expect(pushServiceUrl(endpoint)).toBeUndefined();
    expect(isPushServiceUrl(endpoint)).toBe(false);
  });

  const accepted = [
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://FCM.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGx-9_',
    'https://api.push.apple.com/3/device/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bx',
    // Read as a push service's host by both parsers once serialised, which is what is posted to.
    'https://a.push.apple.com\\@evil.example/x',
    'https://fcm.googleapis.com:443/x',
    'https://0x7f000001.push.apple.com/x',
  ];
  it.each(accepted)('accepts %j, and the sender’s address reads as the same host to the parser web-push uses', (endpoint) => {
    const url = pushServiceUrl(endpoint);
    expect(url).toBeDefined();
    // web-push reads the address it is given with Node's legacy url.parse: it must find the host we checked.
    const legacy = legacyParse(url!.href);
    expect(legacy.hostname).toBe(url!.hostname);
    expect(legacy.port).toBeNull();
    expect(legacy.auth).toBeNull();
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
