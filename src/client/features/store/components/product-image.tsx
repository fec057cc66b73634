/**
 * The store's pictures, drawn here as inline SVG (no external images): a product or a tile names
 * one by its key (STORE_IMAGES in src/shared/store.ts). Decorative: the name beside it says what it is.
 */
import type { ReactNode } from 'react';
import type { StoreImage } from '#shared/store';
import { cn } from '#client/lib/cn';

const GREEN = 'var(--color-primary)';
const PITCH = 'var(--color-pitch)';
const GOLD = 'var(--color-accent)';
const WHITE = '#ffffff';
const INK = 'var(--color-foreground)';

const DRAWINGS: Record<StoreImage, ReactNode> = {
  'training-kit': (
    <>
      {/* Jersey */}
      <path
        d="M38 22 L52 16 Q60 24 68 16 L82 22 L98 40 L86 50 L80 44 L80 80 L40 80 L40 44 L34 50 L22 40 Z"
        fill={GREEN}
        stroke={PITCH}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M52 16 Q60 26 68 16" fill="none" stroke={GOLD} strokeWidth="3" />
      <path d="M40 44 L40 52 M80 44 L80 52" stroke={GOLD} strokeWidth="2" />
      <text
        x="60"
        y="60"
        textAnchor="middle"
        fontSize="16"
        fontWeight="800"
        fill={WHITE}
        fontFamily="system-ui, sans-serif"
      >
        B
      </text>
      {/* Shorts */}
      <path
        d="M42 84 L78 84 L82 104 L64 104 L60 94 L56 104 L38 104 Z"
        fill={PITCH}
        stroke={PITCH}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M42 88 L78 88" stroke={GOLD} strokeWidth="2" />
      {/* Socks */}
      <path
        d="M88 70 L96 70 L96 98 Q96 106 104 106 L106 110 L90 110 Q88 104 88 98 Z"
        fill={WHITE}
        stroke={PITCH}
        strokeWidth="2"
      />
      <path d="M88 76 L96 76 M88 81 L96 81" stroke={GREEN} strokeWidth="2.5" />
    </>
  ),
  'match-ball': (
    <>
      <circle cx="60" cy="60" r="38" fill={WHITE} stroke={INK} strokeWidth="3" />
      <polygon points="60,44 74,54 69,70 51,70 46,54" fill={INK} />
      <path
        d="M60 44 L60 24 M74 54 L92 46 M69 70 L80 88 M51 70 L40 88 M46 54 L28 46"
        stroke={INK}
        strokeWidth="3"
      />
      <path
        d="M44 26 L60 24 L76 26 M92 46 L96 64 M80 88 L64 97 M40 88 L30 78 M28 46 L24 62"
        stroke={INK}
        strokeWidth="2"
        fill="none"
      />
      <ellipse cx="60" cy="106" rx="30" ry="4" fill={PITCH} opacity="0.2" />
    </>
  ),
  'training-shoes': (
    <>
      <path
        d="M16 78 Q16 60 30 56 L52 50 Q60 40 66 52 L84 62 Q104 66 106 80 L106 88 L16 88 Z"
        fill={GREEN}
        stroke={PITCH}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M40 56 L48 66 M48 53 L56 63 M56 51 L62 60"
        stroke={WHITE}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M66 70 Q84 72 98 80"
        stroke={GOLD}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="14" y="88" width="94" height="8" rx="3" fill={PITCH} />
      <path
        d="M22 96 L22 100 M34 96 L34 100 M46 96 L46 100 M58 96 L58 100 M70 96 L70 100 M82 96 L82 100 M94 96 L94 100"
        stroke={PITCH}
        strokeWidth="3"
      />
    </>
  ),
  'shin-guards': (
    <>
      <path
        d="M30 20 Q44 14 56 20 L56 84 Q44 104 30 84 Z"
        fill={GREEN}
        stroke={PITCH}
        strokeWidth="2.5"
      />
      <path
        d="M64 20 Q76 14 90 20 L90 84 Q76 104 64 84 Z"
        fill={GREEN}
        stroke={PITCH}
        strokeWidth="2.5"
      />
      <path
        d="M36 34 L50 34 M36 44 L50 44 M70 34 L84 34 M70 44 L84 44"
        stroke={GOLD}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="43" cy="64" r="7" fill={WHITE} />
      <circle cx="77" cy="64" r="7" fill={WHITE} />
    </>
  ),
  backpack: (
    <>
      <path
        d="M46 24 Q60 10 74 24"
        fill="none"
        stroke={PITCH}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect
        x="30"
        y="24"
        width="60"
        height="80"
        rx="16"
        fill={GREEN}
        stroke={PITCH}
        strokeWidth="2.5"
      />
      <rect x="40" y="62" width="40" height="30" rx="8" fill={PITCH} />
      <path d="M44 70 L76 70" stroke={GOLD} strokeWidth="3" />
      <circle cx="60" cy="44" r="8" fill={WHITE} />
    </>
  ),
  'gift-card': (
    <>
      <rect x="16" y="30" width="88" height="60" rx="8" fill={PITCH} />
      <rect x="52" y="30" width="12" height="60" fill={GOLD} />
      <path
        d="M58 30 Q44 14 40 26 Q38 34 58 30 Q72 14 76 26 Q78 34 58 30"
        fill="none"
        stroke={GOLD}
        strokeWidth="3"
      />
      <text
        x="32"
        y="80"
        fontSize="12"
        fontWeight="800"
        fill={WHITE}
        fontFamily="system-ui, sans-serif"
      >
        BRAVO
      </text>
    </>
  ),
  equipment: (
    <>
      <path
        d="M18 96 L34 56 L50 96 Z"
        fill={GOLD}
        stroke={PITCH}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M25 80 L43 80" stroke={WHITE} strokeWidth="3" />
      <circle cx="80" cy="70" r="24" fill={WHITE} stroke={INK} strokeWidth="3" />
      <polygon points="80,60 89,67 86,78 74,78 71,67" fill={INK} />
      <rect x="14" y="100" width="92" height="6" rx="3" fill={GREEN} />
    </>
  ),
};

export function ProductImage({ image, className }: { image: StoreImage; className?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      className={cn('size-full', className)}
    >
      {DRAWINGS[image]}
    </svg>
  );
}
