/** `npm run i18n`: compiles the message catalogue after an edit (src/shared/i18n/compiler-options.ts). */
import { compile } from '@inlang/paraglide-js';
import { I18N_COMPILER_OPTIONS, I18N_OUTDIR } from '#shared/i18n/compiler-options';

await compile({ ...I18N_COMPILER_OPTIONS, outdir: I18N_OUTDIR });
