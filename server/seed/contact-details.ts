/** Phone numbers, VAT numbers and slugs in the national formats of each country. */
import type { Rng } from './prng.js';

type Country = 'BE' | 'NL' | 'FR';

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

export function phoneNumber(rng: Rng, country: Country, mobile: boolean): string {
  if (country === 'NL') return mobile ? `+31 6 ${digits(rng, 4)} ${digits(rng, 4)}` : `+31 10 ${digits(rng, 3)} ${digits(rng, 4)}`;
  if (country === 'FR') return `+33 ${mobile ? '6' : '3'} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
  return mobile ? `+32 47${rng.int(0, 9)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}` : `+32 2 ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`;
}

export function vatNumber(rng: Rng, country: Country): string {
  if (country === 'NL') return `NL${digits(rng, 9)}B01`;
  if (country === 'FR') return `FR${digits(rng, 11)}`;
  return `BE0${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
}

export function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Hands out unique email addresses: a second Jan Peeters at the same domain gets a number. */
export class EmailBook {
  private readonly used = new Set<string>();

  claim(local: string, domain: string): string {
    let email = `${local}@${domain}`;
    for (let n = 2; this.used.has(email); n++) email = `${local}${n}@${domain}`;
    this.used.add(email);
    return email;
  }
}
