/**
 * A message's text with its web addresses and email addresses as links: a planner pastes a
 * site's map link or a client's address book entry into the chat and the other side opens it in
 * one tap instead of copying it out of a bubble on a phone. Found by linkify-it (the link finder
 * of markdown-it), so "www.site.nl" and "ops@client.nl" are links too; only http(s) and mailto
 * ones are made, and each opens outside Vigil.
 */
import { Link, Text } from '@chakra-ui/react';
import { LinkifyIt } from 'linkify-it';
import { Fragment, type ReactNode } from 'react';

// Fuzzy links on: linkify-it 6 finds only addresses with a scheme by default, and planners write
// "www.site.nl" as often as not.
const finder = new LinkifyIt({ fuzzyLink: true });
const SAFE_URL = /^(https?:|mailto:)/i;

/** The text cut into plain parts and links, in order. */
export function messageParts(text: string): ({ kind: 'text'; text: string } | { kind: 'link'; text: string; url: string })[] {
  const matches = finder.match(text) ?? [];
  const parts: ReturnType<typeof messageParts> = [];
  let at = 0;
  for (const match of matches) {
    if (!SAFE_URL.test(match.url)) continue;
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'link', text: match.text, url: match.url });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = messageParts(text).map((part, i) =>
    part.kind === 'text' ? (
      <Fragment key={i}>{part.text}</Fragment>
    ) : (
      // The bubble's own colour, underlined: the brand's link colour is unreadable on an own
      // (brand-coloured) bubble.
      <Link key={i} href={part.url} target="_blank" rel="noopener noreferrer" color="inherit" textDecoration="underline">
        {part.text}
      </Link>
    ),
  );
  // dir="auto": a message keeps its own writing direction (English punctuation stays at the end
  // of an English line in the Arabic widget).
  return (
    <Text dir="auto" whiteSpace="pre-wrap" wordBreak="break-word">
      {parts}
    </Text>
  );
}
