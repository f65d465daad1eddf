// Named sections of bench/RESULTS.md between `<!-- NAME:start -->` and `<!-- NAME:end -->` markers, so a
// script (or a run) that measured one part replaces that part only and leaves the others as they were.

const markers = (name) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

/**
 * The section `name` of `text` with its markers (ending in a newline), or undefined when `text` has no
 * such section.
 */
export function readSection(text, name) {
  const [open, close] = markers(name);
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + 1);
  if (start < 0 || end < 0) return undefined;
  return `${text.slice(start, end)}${close}\n`;
}

/** `body` (markdown without markers) wrapped in the markers of `name`. */
export function wrapSection(name, body) {
  const [open, close] = markers(name);
  return `${open}\n${body.trimEnd()}\n${close}\n`;
}

/**
 * `text` with the section `name` replaced by `body` (wrapped in its markers); when `text` has no such
 * section, `legacyHeading` (a line such as `## Web`, up to the next `## ` heading or marker) is replaced
 * instead, and failing that the section is appended.
 */
export function replaceSection(text, name, body, legacyHeading) {
  const wrapped = wrapSection(name, body);
  const [open, close] = markers(name);
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + 1);
  if (start >= 0 && end >= 0) return `${text.slice(0, start)}${wrapped}${text.slice(end + close.length).replace(/^\n/, '')}`;
  if (legacyHeading) {
    const at = text.indexOf(`\n${legacyHeading}\n`);
    if (at >= 0) {
      const rest = text.slice(at + 1 + legacyHeading.length);
      const next = rest.search(/\n(## |<!-- )/);
      const after = next < 0 ? '' : rest.slice(next + 1);
      return `${text.slice(0, at + 1)}${wrapped}${after ? `\n${after}` : ''}`;
    }
  }
  return `${text.trimEnd()}\n\n${wrapped}`;
}
