import { htmlToText, type PageText } from "@/lib/net/html-to-text";
import { safeFetchText, type SafeFetchOptions } from "@/lib/net/safe-fetch";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";

export type FetchedPage = PageText & { url: string };

/**
 * A web page's readable text, fetched with every SSRF guard of `safeFetchText`. A final status
 * other than 2xx is a SafeFetchError (code "network") since there is no page to read.
 */
export async function fetchPageText(url: string, options?: SafeFetchOptions): Promise<FetchedPage> {
  const page = await safeFetchText(url, options);
  if (page.status < 200 || page.status > 299) {
    throw new SafeFetchError("network", `the site answered HTTP ${page.status}`);
  }
  const isHtml = /html|xml/i.test(page.contentType) || /^\s*</.test(page.body);
  if (!isHtml) {
    const text = page.body.replace(/[ \t]+/g, " ").trim();
    return { url: page.url, title: "", description: "", blocks: text.split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean), text };
  }
  return { url: page.url, ...htmlToText(page.body) };
}
