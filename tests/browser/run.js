// Browser tests of what a person sees: the HTML rulebook (`arbiter book`) opened from
// files, and the page of `arbiter serve`, in Debian's chromium driven by playwright-core.
//
//   node tests/browser/run.js BINARY ARTEFACTS_DIR
//
// Checks: every page loads with no console error and no page error; every internal link
// of the book resolves (file and anchor); on the board page, in English and in Russian, a
// legal move (click) and an illegal move (drag) show the right sentence, picture and
// article. Screenshots (and a printed PDF of a book page) go to ARTEFACTS_DIR.
// Ends with `N passed, N failed`; exits 1 on any failure.
"use strict";

const fs = require("fs");
const path = require("path");
const { spawn } = require("child_process");

const tools = process.env.ARBITER_TOOLS || path.join(__dirname, "..", "..", ".tools");
const { chromium } = require(path.join(tools, "browser", "node_modules", "playwright-core"));

const [binary, artefacts] = process.argv.slice(2);
if (!binary || !artefacts) {
  console.error("usage: node tests/browser/run.js BINARY ARTEFACTS_DIR");
  process.exit(2);
}
fs.mkdirSync(artefacts, { recursive: true });

const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

let passed = 0;
let failed = 0;
async function check(name, body) {
  try {
    await body();
    passed += 1;
    console.log("ok   " + name);
  } catch (e) {
    failed += 1;
    console.log("FAIL " + name + ": " + (e && e.stack ? e.stack : e));
  }
}
function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/** A page that records console errors and page errors. */
async function watched(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on("console", (m) => { if (m.type() === "error") page.errors.push("console: " + m.text()); });
  page.on("pageerror", (e) => page.errors.push("page error: " + e.message));
  page.on("requestfailed", (r) => page.errors.push("request failed: " + r.url()));
  return page;
}

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
    let err = "";
    child.stderr.on("data", (d) => { err += d; });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, err }));
  });
}

/** Starts `arbiter serve` on a free loopback port; resolves to {url, child}. */
function serve() {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ["--lang", "en", "serve", "--listen", "127.0.0.1:0"], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    const timer = setTimeout(() => reject(new Error("serve did not start: " + err)), 15000);
    child.stderr.on("data", (d) => {
      err += d;
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(err);
      if (m) { clearTimeout(timer); resolve({ url: m[0], child }); }
    });
    child.on("error", reject);
  });
}

async function testBook(browser) {
  const out = path.join(artefacts, "book");
  fs.rmSync(out, { recursive: true, force: true });
  const built = await run(["--lang", "en", "book", "--out", out]);
  await check("book: `arbiter book` builds the site", async () => {
    assert(built.code === 0, "exit code " + built.code + ": " + built.err);
  });
  const pages = [];
  for (const dir of ["", "en", "ru"]) {
    for (const f of fs.readdirSync(path.join(out, dir))) {
      if (f.endsWith(".html")) pages.push(path.join(out, dir, f));
    }
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ids = new Map(); // file path → Set of ids
  const links = []; // {from, file, hash}
  const page = await watched(context);
  for (const file of pages) {
    page.errors = [];
    await page.goto("file://" + file);
    const found = await page.evaluate(() => ({
      ids: Array.from(document.querySelectorAll("[id]"), (e) => e.id),
      hrefs: Array.from(document.querySelectorAll("a[href], link[href]"), (a) => a.href),
      images: Array.from(document.images).filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src),
    }));
    ids.set(file, new Set(found.ids));
    for (const href of found.hrefs) {
      const url = new URL(href);
      links.push({ from: file, protocol: url.protocol, file: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) });
    }
    const rel = path.relative(out, file);
    await check("book: " + rel + " loads with no console error", async () => {
      assert(page.errors.length === 0, page.errors.join("; "));
      assert(found.images.length === 0, "broken images: " + found.images.join(", "));
    });
  }
  await check("book: every internal link resolves (" + links.length + " links)", async () => {
    const bad = [];
    for (const l of links) {
      if (l.protocol !== "file:") { bad.push(l.from + " → " + l.protocol + " (not offline)"); continue; }
      if (!fs.existsSync(l.file)) { bad.push(path.relative(out, l.from) + " → missing " + l.file); continue; }
      if (l.hash && l.file.endsWith(".html") && !(ids.get(l.file) || new Set()).has(l.hash)) {
        bad.push(path.relative(out, l.from) + " → " + path.relative(out, l.file) + "#" + l.hash);
      }
    }
    assert(links.length > 500, "only " + links.length + " links");
    assert(bad.length === 0, bad.length + " broken: " + bad.slice(0, 10).join("; "));
  });
  await check("book: a citation in a ruling opens its article", async () => {
    await page.goto("file://" + path.join(out, "en", "03-moves-of-the-pieces.html"));
    const cite = page.locator("a.cite[href$='#a-3.8.2.2.1']").first();
    await cite.click();
    assert(page.url().endsWith("#a-3.8.2.2.1"), page.url());
    await page.screenshot({ path: path.join(artefacts, "book-en-3.8.2.2.1-phone.png") });
    await page.goto("file://" + path.join(out, "ru", "03-moves-of-the-pieces.html") + "#a-3.9.2");
    await page.screenshot({ path: path.join(artefacts, "book-ru-3.9.2-phone.png") });
    const other = await page.locator("a.other-lang").first().getAttribute("href");
    assert(other === "../en/03-moves-of-the-pieces.html", "other language link: " + other);
    await page.pdf({ path: path.join(artefacts, "book-en-04-print.pdf"), format: "A4" }).catch(() => {});
  });
  await context.close();
}

const CASES = {
  en: {
    legal: "e4 (e2e4) is a legal move — Article 3.10.1",
    impossible: "The king on g7 is in check from the pawn on h6 and the queen on f8 at once",
    setupLabel: "The position cannot be set up.",
    illegal: "The knight on e2 cannot move: it is pinned to the king on e1 by the rook on e7 — Article 3.9.2",
  },
  ru: {
    legal: "e4 (e2e4) — возможный ход (статья 3.10.1)",
    impossible: "Король на g7 одновременно под шахом пешки на h6 и ферзя на f8",
    setupLabel: "Позицию не удаётся расставить.",
    illegal: "Конь на e2 не может ходить: он связан — любой его ход подставил бы короля на e1 под шах ладьи на e7 (статья 3.9.2)",
  },
};

async function testBoard(browser, url) {
  for (const lang of ["en", "ru"]) {
    const want = CASES[lang];
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: lang });
    const page = await watched(context);
    await page.goto(url + "?lang=" + lang);
    await check("board " + lang + ": the page loads with no console error, in " + lang, async () => {
      assert(await page.locator("html").getAttribute("lang") === lang, "html lang");
      assert(await page.locator(".square").count() === 64, "64 squares");
      assert(await page.locator("[data-square=a1].dark").count() === 1, "a1 is a dark square (Article 2.1)");
      assert(await page.locator("[data-square=h1].light").count() === 1, "h1 is a light square (Article 2.1)");
      assert(page.errors.length === 0, page.errors.join("; "));
    });
    await check("board " + lang + ": a legal move (click e2, click e4) — " + want.legal, async () => {
      await page.locator("[data-square=e2]").click();
      await page.locator("[data-square=e4]").click();
      await page.locator("#ruling[data-legal=true]").waitFor();
      const text = (await page.locator("#ruling").innerText()).trim();
      assert(text === want.legal, "ruling: " + text);
      assert(await page.locator("#articles [data-article='3.10.1']").count() === 1, "article 3.10.1 quoted");
      assert(await page.locator("#picture svg [data-mark=move][data-from=e2][data-to=e4]").count() === 1, "the move's arrow");
      assert(await page.locator("[data-square=e4] svg.piece[data-piece=wP]").count() === 1, "the pawn stands on e4");
      await page.screenshot({ path: path.join(artefacts, "board-" + lang + "-legal.png"), fullPage: true });
    });
    await check("board " + lang + ": a position that cannot arise (3.10.3) is refused with its reason", async () => {
      await page.fill("#fen", "5Q2/6k1/7P/8/8/8/8/K7 b - - 0 1");
      await page.locator("#set").click();
      await page.locator("#setup-error[data-article='3.10.3']").waitFor();
      const text = (await page.locator("#setup-error").innerText()).trim();
      assert(text.includes(want.impossible), "setup error: " + text);
      // Review 32c, G-5: the reasons are sentences after the label's full stop.
      assert(text.startsWith(want.setupLabel + " " + want.impossible), "setup error: " + text);
      assert(await page.locator("[data-square=h6] svg.piece").count() === 0, "the board keeps its position");
    });
    await check("board " + lang + ": an illegal move (drag e2 to c3) — " + want.illegal, async () => {
      await page.fill("#fen", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
      await page.locator("#set").click();
      await page.locator("[data-square=e2] svg.piece[data-piece=wN]").waitFor();
      const from = await page.locator("[data-square=e2]").boundingBox();
      const to = await page.locator("[data-square=c3]").boundingBox();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
      await page.locator("#ruling[data-legal=false]").waitFor();
      const text = (await page.locator("#ruling").innerText()).trim();
      assert(text === want.illegal, "ruling: " + text);
      assert(await page.locator("#ruling li[data-article='3.9.2']").count() === 1, "cites 3.9.2");
      assert(await page.locator("#articles [data-article='3.9.2']").count() === 1, "article 3.9.2 quoted");
      assert(await page.locator("#picture svg [data-mark=pinned][data-square=e2]").count() === 1, "the pinned knight");
      assert(await page.locator("#picture svg [data-mark=attacker][data-square=e7]").count() === 1, "the pinning rook");
      assert(await page.locator("[data-square=e2] svg.piece[data-piece=wN]").count() === 1, "the knight stays");
      const dangling = await page.evaluate(() => Array.from(document.querySelectorAll("a[href^='#']"))
        .map((a) => a.getAttribute("href").slice(1)).filter((id) => !document.getElementById(id)));
      assert(dangling.length === 0, "links to no anchor: " + dangling.join(", "));
      await page.screenshot({ path: path.join(artefacts, "board-" + lang + "-illegal.png"), fullPage: true });
    });
    await check("board " + lang + ": no console error after the moves", async () => {
      assert(page.errors.length === 0, page.errors.join("; "));
    });
    await context.close();
  }
}

(async () => {
  let server = null;
  let browser = null;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: FLAGS });
    await testBook(browser);
    server = await serve();
    await testBoard(browser, server.url);
  } catch (e) {
    failed += 1;
    console.log("FAIL setup: " + (e && e.stack ? e.stack : e));
  } finally {
    if (browser) await browser.close();
    if (server) server.child.kill("SIGINT");
  }
  console.log("browser: artefacts in " + artefacts);
  console.log(passed + " passed, " + failed + " failed");
  process.exit(failed === 0 ? 0 : 1);
})();
