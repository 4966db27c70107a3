import * as cheerio from "cheerio";

export type PageText = {
  title: string;
  /** The meta description (or og:description), "" when absent. */
  description: string;
  /** Readable blocks in document order: headings, paragraphs, list items, quotes. */
  blocks: string[];
  /** The blocks joined by newlines. */
  text: string;
};

// Chrome and machinery rather than what the brand says.
const DROPPED = "script, style, noscript, template, svg, iframe, nav, footer, form, [hidden], [aria-hidden=true]";
const BLOCKS = "h1, h2, h3, h4, h5, h6, p, li, blockquote, figcaption, dt, dd, td, th";

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** HTML to readable text with a real parser; prefers <main> or <article> when the page has one. */
export function htmlToText(html: string): PageText {
  const $ = cheerio.load(html);
  const title = collapse($("title").first().text()) || metaContent($, "og:title");
  const description = metaContent($, "description") || metaContent($, "og:description");

  $(DROPPED).remove();
  const main = $("main, article, [role=main]").filter((_, el) => collapse($(el).text()) !== "").first();
  // cheerio.load parses as a full document, so <body> always exists, even for a fragment.
  const root = main.length > 0 ? main : $("body");

  const blocks: string[] = [];
  root.find(BLOCKS).each((_, el) => {
    // A block containing other blocks (an <li> wrapping <p>s) is emitted through its children,
    // so no text appears twice.
    if ($(el).find(BLOCKS).length > 0) return;
    const text = collapse($(el).text());
    if (text) blocks.push(text);
  });
  if (blocks.length === 0) {
    // Pages built from bare <div>s: fall back to the root's whole text.
    const text = collapse(root.text());
    if (text) blocks.push(text);
  }
  return { title, description, blocks, text: blocks.join("\n") };
}

function metaContent($: cheerio.CheerioAPI, name: string): string {
  const content = $(`meta[name="${name}"], meta[property="${name}"]`).first().attr("content");
  return collapse(content ?? "");
}
