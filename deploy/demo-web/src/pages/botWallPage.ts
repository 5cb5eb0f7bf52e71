/** The captcha page a bot-walled shop answers (403) to requests that do not look like a browser. */
import { esc } from './html.ts';

export function botWallPage(siteName: string, rayId: string): string {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>Zugriff verweigert | ${esc(siteName)}</title><meta name="robots" content="noindex"></head>
<body>
  <main class="challenge">
    <h1>Bitte bestätige, dass du ein Mensch bist</h1>
    <p>Unser System hat ungewöhnliche Anfragen von deinem Gerät erkannt.</p>
    <form class="captcha" method="post" action="/challenge">
      <div class="captcha-box" data-sitekey="demo-captcha">Ich bin kein Roboter</div>
      <button type="submit">Weiter</button>
    </form>
    <p class="ray-id">Referenz: ${esc(rayId)}</p>
  </main>
</body>
</html>
`;
}
