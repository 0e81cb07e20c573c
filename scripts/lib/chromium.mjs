// How every headless browser here is launched (the e2e journeys, bench:web, measure-login-bytes.mjs):
// Debian's chromium, never a downloaded browser, with flags for this closed network.
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
