/**
 * Issue 16: the extraction corpus (scraper-service/src/extraction/corpus) through the code paths of
 * `npm run -s extract` and `npm run -s parse-price`: price precision/recall/F1, currency and
 * availability accuracy, price strings' amount and currency accuracy; and throughput on the corpus
 * pages padded with a shop's boilerplate to ~120 KB, its mega menu a <nav>, a named <div> and an
 * unnamed <div>, one core (wall pages/s and pages per CPU second, since the wall figure on the
 * shared machine also measures the neighbours).
 */
import { loadavg } from 'node:os';
import { corpusPages, extractProductPage, classifyPage, MENU_SHAPES, scoreCorpus, scorePriceStrings, withShopBoilerplate } from '@pm/scraper-service';

export function benchExtraction(options: { seconds: number; report: (name: string, value: string) => void }): void {
  const { report } = options;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const pages = corpusPages();
  const score = scoreCorpus(pages);
  report(`extraction corpus, ${score.pages} pages: price precision / recall / F1`, `${score.precision.toFixed(3)} / ${score.recall.toFixed(3)} / ${score.f1.toFixed(3)}`);
  report('  currency accuracy / availability accuracy', `${pct(score.currencyAccuracy)} / ${pct(score.availabilityAccuracy)}`);
  for (const [label, file] of [['generated', 'expected.json'], ['hand-written 1–70', 'hand-expected.json'], ['third blind batch 71–111', 'hand-expected-3.json'], ['held out from its fixes 112–121', 'hand-expected-4.json']] as const) {
    const part = scoreCorpus(corpusPages([file]));
    report(`  ${label} (${part.pages}): F1 / currency / availability`, `${part.f1.toFixed(3)} / ${pct(part.currencyAccuracy)} / ${pct(part.availabilityAccuracy)}`);
  }
  const strings = scorePriceStrings();
  report(`price strings (${strings.strings}): amount / currency`, `${pct(strings.amountAccuracy)} / ${pct(strings.currencyAccuracy)}`);

  // The same pages with three shapes of the mega menu: the cut before parsing must not depend on the menu being a <nav>.
  const alone = pages.map((p) => extractProductPage(p.html, { url: p.url }).price);
  for (const menu of MENU_SHAPES) {
    const heavy = pages.map((p) => ({ url: p.url, html: withShopBoilerplate(p.html, { menu }) }));
    const averageKb = heavy.reduce((sum, p) => sum + p.html.length, 0) / heavy.length / 1024;
    // The work is checked first: with the shop's chrome around it, each page gives the price it gives alone.
    const changed = heavy.filter((page, i) => extractProductPage(page.html, { url: page.url }).price !== alone[i]);
    if (changed.length > 0) throw new Error(`extraction bench: menu ${menu} changes the price of ${changed.length} pages (${changed.slice(0, 3).map((p) => p.url).join(', ')})`);
    for (let i = 0; i < 2; i++) for (const page of heavy) extractProductPage(page.html, { url: page.url });
    const load = loadavg()[0] as number;
    const started = performance.now();
    const cpu = process.cpuUsage();
    let count = 0;
    while (performance.now() - started < options.seconds * 1000) {
      for (const page of heavy) {
        const extraction = extractProductPage(page.html, { url: page.url });
        classifyPage({ status: 200, originalUrl: page.url, extraction });
        count++;
      }
    }
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    report(
      `extraction throughput, ~${averageKb.toFixed(0)} KB pages, menu ${menu}, one core (wall; per CPU second; load before / after)`,
      `${Math.round(count / wall)} pages/s; ${Math.round(count / cpuSeconds)} pages per CPU-s (${cpuSeconds.toFixed(1)} s); load ${load.toFixed(1)} / ${(loadavg()[0] as number).toFixed(1)}`,
    );
  }
}
