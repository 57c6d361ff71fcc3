/** Reading raw MIME mail in tests: the text of every part, decoded (base64 and quoted-printable). */
export function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      // Headers (Message-ID, Date...) carry digits too: only bodies count.
      if (split < 0) return '';
      const head = part.slice(0, split).toLowerCase();
      const body = part.slice(split).trim();
      if (head.includes('content-transfer-encoding: base64')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (head.includes('content-transfer-encoding: quoted-printable')) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

/** The six-digit verification code of a mail. */
export function codeInMail(raw: string): string {
  const m = /(?<!\d)(\d{6})(?!\d)/.exec(mailText(raw));
  if (!m) throw new Error('no six-digit code in the mail');
  return m[1]!;
}
