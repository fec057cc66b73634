import { useState } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale } from '#shared/i18n/locale';
import { m } from '#shared/i18n/paraglide/messages';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Select } from '#client/components/ui/input';
import { currentLocale, switchLocale } from '#client/lib/locale';
import { toast } from '#client/lib/toast';
import { updateLocale } from '../api/update-locale';

/** Settings, Language (decision 098): saved on the account, then the page loads again in it. */
export function LanguageSettings() {
  const [isSaving, setIsSaving] = useState(false);

  async function choose(value: string) {
    if (!isLocale(value)) return;
    setIsSaving(true);
    try {
      await updateLocale({ locale: value });
    } catch (error) {
      toast.error(m.settings_language_error(), { description: error instanceof Error ? error.message : undefined });
      setIsSaving(false);
      return;
    }
    switchLocale(value);
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{m.language_label()}</h2>
        <CardDescription>{m.settings_language_hint()}</CardDescription>
      </CardHeader>
      <CardContent>
        <Field label={m.language_label()}>
          <Select defaultValue={currentLocale()} disabled={isSaving} onChange={(event) => void choose(event.target.value)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
        </Field>
      </CardContent>
    </Card>
  );
}
