// XML text for the FPS export: CDATA sections that may hold any text (a "]]>" inside is split across two
// sections), written in chunks so that a terminator cut between two chunks is still split; and attributes.

const TERMINATOR = Buffer.from(']]>');
/** "]]>" → "]]" ends the section, a new one starts with ">": the text reads back unchanged. */
const SPLIT_TERMINATOR = Buffer.from(']]]]><![CDATA[>');
const CLOSE_BRACKET = 0x5d;

function splitTerminators(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(TERMINATOR); at !== -1; at = bytes.indexOf(TERMINATOR, from)) {
    parts.push(bytes.subarray(from, at), SPLIT_TERMINATOR);
    from = at + TERMINATOR.length;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * Escapes a CDATA section's content arriving in chunks. Works on bytes: "]]>" is ASCII and no byte of a
 * multi-byte UTF-8 character is, so a chunk cut inside a character is harmless. Up to two trailing "]" are
 * held back, as the next chunk may complete a terminator with them.
 */
export class CdataEscaper {
  private held = Buffer.alloc(0);

  push(chunk: Buffer): Buffer {
    const bytes = Buffer.concat([this.held, chunk]);
    let keep = 0;
    while (keep < 2 && keep < bytes.length && bytes[bytes.length - 1 - keep] === CLOSE_BRACKET) keep++;
    this.held = Buffer.from(bytes.subarray(bytes.length - keep));
    return splitTerminators(bytes.subarray(0, bytes.length - keep));
  }

  end(): Buffer {
    const rest = this.held;
    this.held = Buffer.alloc(0);
    return rest;
  }
}

/** A whole text as one CDATA section. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

export function xmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
