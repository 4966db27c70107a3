import { describe, expect, it } from "vitest";
import { htmlToText } from "@/lib/net/html-to-text";

const page = `<!doctype html><html><head>
  <title>  Acme   Snacks </title>
  <meta name="description" content="Crunchy snacks, made with love.">
  <style>body { color: red }</style>
  <script>window.tracking = "do not read me";</script>
</head><body>
  <nav><a href="/">Home</a><a href="/shop">Shop</a></nav>
  <header><p>Free shipping over $30</p></header>
  <main>
    <h1>Snacks that   crunch back</h1>
    <p>Our chips are <strong>kettle-cooked</strong>
       in small batches.</p>
    <ul><li>Sea salt</li><li><p>Smoky chipotle</p></li></ul>
    <noscript>Enable JavaScript</noscript>
  </main>
  <footer><p>© Acme 2024</p></footer>
</body></html>`;

describe("htmlToText", () => {
  it("keeps headings, paragraphs and list items of <main>, without chrome or scripts", () => {
    const result = htmlToText(page);
    expect(result.title).toBe("Acme Snacks");
    expect(result.description).toBe("Crunchy snacks, made with love.");
    expect(result.blocks).toEqual([
      "Snacks that crunch back",
      "Our chips are kettle-cooked in small batches.",
      "Sea salt",
      "Smoky chipotle",
    ]);
    expect(result.text).not.toMatch(/tracking|Home|©|Enable JavaScript|Free shipping/);
  });

  it("reads the whole body when there is no <main>, and falls back to bare text", () => {
    const result = htmlToText("<body><h2>Hello</h2><p>World</p><footer>x</footer></body>");
    expect(result.text).toBe("Hello\nWorld");
    expect(htmlToText("<div>Just   a div</div>").text).toBe("Just a div");
    expect(htmlToText("").text).toBe("");
  });

  it("uses og: meta tags when the plain ones are missing", () => {
    const result = htmlToText('<head><meta property="og:title" content="OG"><meta property="og:description" content="Desc"></head>');
    expect(result).toMatchObject({ title: "OG", description: "Desc" });
  });
});
