/**
 * What each choice of a filter shows. Names repeat across clients (every site has an "Accueil",
 * every client a "Head office"), and a list of bare names offered the same word several times
 * with no way to tell which was which. A name shown once stays bare; a repeated one names its
 * client (and branch), and one still repeated within the same client, its address too.
 */

/** A choice of a filter with what can tell it apart from another of the same name. */
export interface LabelledOption {
  id: number;
  label: string;
  /** Names of its client and branch, and a location's address. */
  clientName?: string | undefined;
  branchName?: string | null | undefined;
  address?: string | undefined;
}

export interface LabelWords {
  /** "Accueil · Brabant Logistics → Port hub" */
  of: (name: string, owner: string) => string;
  clientBranch: (client: string, branch: string) => string;
}

const countBy = (values: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

export function distinctLabels(options: readonly LabelledOption[], words: LabelWords): Map<number, string> {
  const named = countBy(options.map((o) => o.label));
  const ownerOf = (o: LabelledOption): string => {
    const client = o.clientName ?? '';
    return o.branchName ? words.clientBranch(client, o.branchName) : client;
  };
  const withOwner = new Map(options.map((o) => [o.id, (named.get(o.label) ?? 0) > 1 && o.clientName !== undefined ? words.of(o.label, ownerOf(o)) : o.label]));
  const owned = countBy([...withOwner.values()]);
  const out = new Map<number, string>();
  for (const o of options) {
    const label = withOwner.get(o.id) ?? o.label;
    out.set(o.id, (owned.get(label) ?? 0) > 1 && o.address ? words.of(label, o.address) : label);
  }
  return out;
}
