import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '@inlang/paraglide-js';
import { I18N_COMPILER_OPTIONS } from './compiler-options';
import { formatDateIn, formatMoney, localeFromAcceptLanguage, localeFromCookieHeader, LOCALES, toLocale } from './locale';
import { m } from './paraglide/messages';

type Variant = { declarations?: string[]; match: Record<string, string> };
type Catalogue = Record<string, string | Variant[]>;

const root = join(import.meta.dirname, '..', '..', '..');
const catalogue = (locale: string): Catalogue => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as Catalogue;
  return messages;
};

/** A message's parameters: its declared inputs and every `{name}` in its text, sorted. */
function parametersOf(message: string | Variant[]): string[] {
  const texts = typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match));
  const declared = typeof message === 'string' ? [] : message.flatMap((v) => (v.declarations ?? []).filter((d) => d.startsWith('input ')).map((d) => d.slice(6).trim()));
  const locals = typeof message === 'string' ? [] : message.flatMap((v) => (v.declarations ?? []).filter((d) => d.startsWith('local ')).map((d) => d.slice(6).split('=')[0]!.trim()));
  const used = texts.flatMap((text) => [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]!));
  return [...new Set([...declared, ...used])].filter((name) => !locals.includes(name)).sort();
}

describe('the message catalogue (issue 44, decision 098)', () => {
  const en = catalogue('en');
  const es = catalogue('es');

  it('has every key in both languages, with the same parameters', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect([key, parametersOf(es[key]!)]).toEqual([key, parametersOf(en[key]!)]);
  });

  it('has no empty message and no English left in the Spanish catalogue by mistake', () => {
    // Messages that are the same words in both languages: names, a title and quote, a place.
    const SAME = new Set(['nav_social', 'email_sign_off', 'email_message_subject', 'email_messages_item']);
    for (const [key, message] of Object.entries(es)) {
      const texts = typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match));
      for (const text of texts) expect(text.trim(), key).not.toBe('');
      if (!SAME.has(key)) expect(JSON.stringify(message), key).not.toBe(JSON.stringify(en[key]));
    }
  });

  it('is compiled: the committed message functions are the catalogue’s (run `npm run i18n`)', { timeout: 120_000 }, async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'bravo-i18n-'));
    try {
      await compile({ ...I18N_COMPILER_OPTIONS, project: join(root, 'project.inlang'), outdir });
      const committed = join(import.meta.dirname, 'paraglide');
      const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).sort();
      expect(files(committed)).toEqual(files(outdir));
      for (const file of files(outdir)) expect(readFileSync(join(committed, file), 'utf8'), file).toBe(readFileSync(join(outdir, file), 'utf8'));
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it.each([
    [0, 'You have 0 messages from the academy that you have not read yet:', 'Tiene 0 mensajes de la academia que aún no ha leído:'],
    [1, 'You have a message from the academy that you have not read yet:', 'Tiene un mensaje de la academia que aún no ha leído:'],
    [2, 'You have 2 messages from the academy that you have not read yet:', 'Tiene 2 mensajes de la academia que aún no ha leído:'],
    [5, 'You have 5 messages from the academy that you have not read yet:', 'Tiene 5 mensajes de la academia que aún no ha leído:'],
  ])('writes the plural of %i in both languages', (count, english, spanish) => {
    expect(m.email_messages_intro({ count }, { locale: 'en' })).toBe(english);
    expect(m.email_messages_intro({ count }, { locale: 'es' })).toBe(spanish);
  });

  it.each([
    [0, 'La racha de 0 días de Leo necesita el entrenamiento de hoy.'],
    [1, 'La racha de 1 día de Leo necesita el entrenamiento de hoy.'],
    [2, 'La racha de 2 días de Leo necesita el entrenamiento de hoy.'],
    [5, 'La racha de 5 días de Leo necesita el entrenamiento de hoy.'],
  ])('writes a streak of %i days in Spanish, and in English as before', (count, spanish) => {
    expect(m.push_streak_line({ name: 'Leo', count }, { locale: 'es' })).toBe(spanish);
    expect(m.push_streak_line({ name: 'Leo', count }, { locale: 'en' })).toBe(`Leo’s ${count}-day streak needs today’s training.`);
  });
});

describe('locales and formats', () => {
  it('formats money and dates for es-US and en-US', () => {
    expect(formatMoney(125_000, 'es')).toBe('$1,250.00');
    expect(formatMoney(-1250, 'es')).toBe('-$12.50');
    expect(formatMoney(125_000, 'en')).toBe('$1,250.00');
    expect(formatDateIn('es', '2026-12-03')).toBe('3 de diciembre de 2026');
    expect(formatDateIn('en', '2026-12-03')).toBe('December 3, 2026');
    expect(formatDateIn('es', '2026-12-03T19:05:00.000Z', { dateStyle: 'medium', timeStyle: 'short' })).toBe('3 dic 2026, 11:05 a.m.');
  });

  it('reads a browser’s languages by weight, and anything unknown as English', () => {
    expect(localeFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('en-US,es;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr;q=1, es;q=0.4')).toBe('es');
    expect(localeFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    for (const bad of [undefined, '', ';;;', 'q=es', 'x'.repeat(600), '*']) expect(localeFromAcceptLanguage(bad)).toBe('en');
    expect(localeFromCookieHeader('a=1; bravo.locale=es')).toBe('es');
    expect(localeFromCookieHeader('bravo.locale=de')).toBeUndefined();
    expect(LOCALES.map(toLocale)).toEqual(['en', 'es']);
    for (const bad of ['fr', '', null, 5, 'ES']) expect(toLocale(bad)).toBe('en');
  });
});
