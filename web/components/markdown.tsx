import type { ReactNode } from "react";
import { Lexer, type Token, type Tokens } from "marked";

/**
 * Markdown (what the AI and the offline base write) as React elements, with the one Markdown
 * parser of the project (marked, the same lexer domain/rich-text.ts reads the AI's sections with;
 * decision 084). GitHub-flavoured: tables, task lists, strikethrough, bare links.
 *
 * AI output is untrusted: raw HTML in it is dropped (its text between tags stays, as text), never
 * rendered, and a link or image whose address has a scheme other than http(s), mailto, irc(s) or
 * xmpp (javascript:, data:, vbscript:…) loses its address. Nothing is set as HTML: every text is
 * a React text node.
 */

const SAFE_SCHEMES = /^(https?|ircs?|mailto|xmpp)$/i;

/** An address as a link may carry it: relative, or with a safe scheme; anything else is "". */
export function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  const firstEnd = [url.indexOf("/"), url.indexOf("?"), url.indexOf("#")].filter((i) => i >= 0);
  // No scheme: a colon only after the path, the query or the fragment began (or none at all).
  if (colon < 0 || firstEnd.some((i) => i < colon)) return url;
  return SAFE_SCHEMES.test(url.slice(0, colon)) ? url : "";
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** marked leaves character references as written ("&amp;", "&#39;"); the text shows what they mean. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
  });
}

function inline(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, i) => {
    switch (token.type) {
      case "strong":
        return <strong key={i}>{inline((token as Tokens.Strong).tokens)}</strong>;
      case "em":
        return <em key={i}>{inline((token as Tokens.Em).tokens)}</em>;
      case "del":
        return <del key={i}>{inline((token as Tokens.Del).tokens)}</del>;
      case "codespan":
        return <code key={i}>{decodeEntities((token as Tokens.Codespan).text)}</code>;
      case "br":
        return <br key={i} />;
      case "link": {
        const link = token as Tokens.Link;
        const href = safeUrl(link.href);
        return (
          <a key={i} {...(href ? { href } : {})} {...(link.title ? { title: link.title } : {})} target="_blank" rel="noopener noreferrer">
            {inline(link.tokens)}
          </a>
        );
      }
      case "image": {
        const image = token as Tokens.Image;
        const src = safeUrl(image.href);
        return <img key={i} {...(src ? { src } : {})} alt={decodeEntities(image.text)} {...(image.title ? { title: image.title } : {})} />;
      }
      // Raw HTML is dropped; what stood between its tags comes as text tokens of its own.
      case "html":
        return null;
      case "text": {
        const text = token as Tokens.Text;
        return text.tokens ? <span key={i}>{inline(text.tokens)}</span> : decodeEntities(text.text);
      }
      case "escape":
        return (token as Tokens.Escape).text;
      default:
        return "text" in token && typeof token.text === "string" ? decodeEntities(token.text) : null;
    }
  });
}

function listItem(item: Tokens.ListItem, key: number): ReactNode {
  const content = item.tokens.map((token, i) => {
    if (token.type === "checkbox") return <input key={i} type="checkbox" checked={(token as Tokens.Checkbox).checked} disabled readOnly />;
    // A tight list's item holds bare text; a loose one's, paragraphs.
    if (token.type === "text" && !item.loose) return <span key={i}>{inline((token as Tokens.Text).tokens ?? [token])}</span>;
    return block(token, i);
  });
  return (
    <li key={key} {...(item.task ? { className: "task-list-item" } : {})}>
      {content}
    </li>
  );
}

const alignment = (align: Tokens.TableCell["align"]) => (align ? { style: { textAlign: align } } : {});

function block(token: Token, key: number): ReactNode {
  switch (token.type) {
    case "paragraph":
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case "heading": {
      const heading = token as Tokens.Heading;
      const Tag = `h${Math.min(Math.max(heading.depth, 1), 6)}` as "h1";
      return <Tag key={key}>{inline(heading.tokens)}</Tag>;
    }
    case "list": {
      const list = token as Tokens.List;
      const items = list.items.map(listItem);
      if (!list.ordered) return <ul key={key}>{items}</ul>;
      const start = typeof list.start === "number" && list.start !== 1 ? { start: list.start } : {};
      return (
        <ol key={key} {...start}>
          {items}
        </ol>
      );
    }
    case "blockquote":
      return <blockquote key={key}>{(token as Tokens.Blockquote).tokens.map(block)}</blockquote>;
    case "code":
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case "table": {
      const table = token as Tokens.Table;
      return (
        <table key={key}>
          <thead>
            <tr>
              {table.header.map((cell, i) => (
                <th key={i} {...alignment(cell.align)}>
                  {inline(cell.tokens)}
                </th>
              ))}
            </tr>
          </thead>
          {table.rows.length > 0 ? (
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} {...alignment(cell.align)}>
                      {inline(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : null}
        </table>
      );
    }
    case "hr":
      return <hr key={key} />;
    case "text": {
      const text = token as Tokens.Text;
      return <p key={key}>{inline(text.tokens ?? [text])}</p>;
    }
    // Raw HTML blocks, link definitions and blank lines show nothing.
    default:
      return null;
  }
}

export function MarkdownText({ text }: { text: string }) {
  return <div className="markdown">{Lexer.lex(text, { gfm: true }).map(block)}</div>;
}
